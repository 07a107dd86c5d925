// One webpack + Module Federation config for the shell and every remote, so each app's
// webpack.config.js is a few lines and all five agree on sharing, loaders and output names.
'use strict';

const path = require('node:path');
const fs = require('node:fs');
const { createRequire } = require('node:module');
const { sharedDependencies } = require('./shared-dependencies.cjs');
const { compressedAssets } = require('./compressed-assets.cjs');
const { firstScreenChunks } = require('./first-screen-chunks.cjs');
const { productionBuildAliases } = require('./production-builds.cjs');
const { catalogueRule } = require('./i18n-build.cjs');
const { muiWithoutThemeVars } = require('./mui-without-theme-vars.cjs');

const API_URL = process.env.API_URL || 'http://localhost:8080';
const CONTRACT_FILE = path.join(__dirname, '..', 'src', 'contracts', 'contract-version.ts');
/** The console's icon as a data URL: only what a URL may not hold is escaped (half the size of encoding all). */
const FAVICON_URL = `data:image/svg+xml,${fs
  .readFileSync(path.join(__dirname, 'favicon.svg'), 'utf8')
  .trim()
  .replace(/"/g, "'")
  .replace(/[<>#%\s]/g, (char) => (char === ' ' ? ' ' : encodeURIComponent(char)))}`;

/** The kernel contract version this build is made against, read from its source line. */
function contractVersion() {
  // A kernel from before contracts were versioned (an older checkout built with these tools): undeclared.
  if (!fs.existsSync(CONTRACT_FILE)) return process.env.CONTRACT_VERSION_OVERRIDE || null;
  const match = /export const CONTRACT_VERSION = '(\d+\.\d+)'/.exec(fs.readFileSync(CONTRACT_FILE, 'utf8'));
  if (!match) throw new Error(`${CONTRACT_FILE} has no CONTRACT_VERSION = 'M.m' line`);
  // CONTRACT_VERSION_OVERRIDE builds a remote that claims another version (the skew test's incompatible one).
  return process.env.CONTRACT_VERSION_OVERRIDE || match[1];
}

/**
 * A remote's mf-manifest.json says which contract it was built against (metaData.contractVersion): the
 * shell reads it before loading the remote and refuses one it cannot serve.
 */
function manifestOptions(isHost) {
  const version = contractVersion();
  if (isHost || !version) return true;
  return {
    additionalData: ({ stats }) => {
      stats.metaData.contractVersion = version;
      return stats;
    },
  };
}

/**
 * A release (pnpm release:remote) names its own chunk-loading global, so a promoted version loaded
 * beside the one already on screen never mistakes the other's chunks for its own.
 */
function uniqueNameOf(name) {
  const tag = process.env.REMOTE_RELEASE_TAG;
  return tag ? `${name}_${tag.replace(/[^A-Za-z0-9_]/g, '_')}` : name;
}

/**
 * @param {object} options
 * @param {string} options.dir            the app's folder (its __dirname)
 * @param {string} options.name           federation name: 'shell' or 'mfe_<area>'
 * @param {number} options.port           dev-server port
 * @param {string} options.title          <title> of the app's index.html
 * @param {'host'|'remote'} options.role  the host is served at '/', remotes from any URL ('auto')
 * @param {Record<string,string>} [options.exposes]  remote modules, e.g. { './App': './src/app/remote-app.tsx' }
 * @param {{ from: string, to?: string }[]} [options.copy]  files copied into dist as they are
 * @param {Record<string, unknown>} [options.devJson]  JSON answers of the dev server, by path
 * @param {{ name: string, roots: string[] }[]} [options.screens]  production chunks by screen, in order
 *   of display (first-screen-chunks.cjs): a screen's root files and all they need at once become one chunk
 */
function createWebpackConfig(options) {
  const { dir, name, port, title, role, exposes, copy = [], devJson = {}, screens = [] } = options;
  // Resolve the build tools from the app, so the plugins run against the app's webpack instance.
  const appRequire = createRequire(path.join(dir, 'package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const CopyPlugin = appRequire('copy-webpack-plugin');
  const webpack = appRequire('webpack');
  const appPackage = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const kernelPackage = require('../package.json');
  const isHost = role === 'host';

  return (_env, argv) => {
    const production = (argv && argv.mode) !== 'development';
    const plugins = [
      new ModuleFederationPlugin({
        name,
        ...(exposes ? { filename: 'remoteEntry.js', exposes } : {}),
        shared: sharedDependencies(appPackage, kernelPackage, contractVersion() ?? undefined),
        // 'version-first' (the default) fetches every registered remote's entry at the first share
        // negotiation, to compare versions; the shell already holds each singleton, so use what is loaded.
        shareStrategy: 'loaded-first',
        manifest: manifestOptions(isHost),
        dts: false,
        experiments: federationExperiments(isHost, production),
        ...(isHost && production ? { runtimePlugins: [path.join(__dirname, 'provide-federation-runtime.mjs')] } : {}),
      }),
      muiWithoutThemeVars(webpack),
    ];
    // A production remote is only its remoteEntry.js and chunks: its remoteEntry carries no federation
    // runtime of its own, so it cannot start alone. A remote runs standalone from its dev server.
    const standalonePage = isHost || !production;
    if (standalonePage) {
      plugins.push(
        new HtmlWebpackPlugin({
          template: path.join(__dirname, 'index.html'),
          // Without an icon the browser asks for /favicon.ico on every load (a 404 in the console);
          // inline, it costs no request of its own.
          templateParameters: (compilation, assets, assetTags, pluginOptions) => ({
            htmlWebpackPlugin: { tags: assetTags, files: assets, options: pluginOptions },
            faviconUrl: FAVICON_URL,
          }),
          title,
          // The host lives at the site root (deep links need absolute asset URLs), and so does a
          // remote's standalone page on its dev server.
          publicPath: '/',
          // The host resolves remotes.json against the document base: keep it at the root on deep links.
          ...(isHost ? { base: '/' } : {}),
          chunks: ['main'],
        }),
      );
    }
    if (copy.length > 0) {
      plugins.push(new CopyPlugin({ patterns: copy.map((p) => ({ from: path.resolve(dir, p.from), to: p.to })) }));
    }
    if (production) plugins.push(...compressedAssets());
    // A remote's first screen is its exposed area and what that needs at once.
    const firstScreens = screens.length > 0 || !exposes ? screens : [{ name: 'area', roots: Object.values(exposes).map((file) => path.join(path.basename(dir), file)) }];
    const screenChunks = production && firstScreens.length > 0 ? firstScreenChunks(firstScreens, { throughShared: isHost }) : undefined;
    if (screenChunks) plugins.push(screenChunks.plugin);

    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The federation runtime cannot load entries whose names carry a hash.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: isHost ? name : uniqueNameOf(name),
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.mjs', '.js', '.jsx', '.json'],
        // rxjs's ES2015 build (classes) rather than its ES5 one with tslib's helpers: smaller first screens.
        conditionNames: ['es2015', '...'],
        ...(production ? { alias: productionBuildAliases() } : {}),
      },
      module: {
        rules: [
          {
            // App sources and the shared-kernel sources (a workspace link resolved to its real path).
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: appRequire.resolve('swc-loader'),
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic', development: !production } },
                  target: 'es2020',
                },
              },
            },
          },
          // Text catalogues (src/**/i18n/*.json) compiled to message functions.
          catalogueRule(),
          { test: /\.(png|jpe?g|gif|svg|mp3|woff2?)$/i, type: 'asset/resource' },
          { test: /\.css$/i, type: 'asset/resource' },
        ],
      },
      plugins,
      ...(screenChunks ? { optimization: { splitChunks: screenChunks.splitChunks } } : {}),
      performance: { hints: false },
      stats: production ? 'normal' : 'minimal',
      devServer: {
        port,
        host: process.env.HOST || 'localhost',
        hot: false,
        historyApiFallback: true,
        // The host fetches each remote's mf-manifest.json across origins in dev.
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/socket.io', '/widget.js', '/widget/'], target: API_URL, ws: true, changeOrigin: true }],
        client: { overlay: { errors: true, warnings: false, runtimeErrors: false } },
        setupMiddlewares: (middlewares) => {
          for (const [route, body] of Object.entries(devJson)) {
            middlewares.unshift({ name: `json ${route}`, path: route, middleware: (_req, res) => res.json(body) });
          }
          return middlewares;
        },
      },
    };
  };
}

/**
 * The federation runtime is downloaded once, with the host: a production remote's remoteEntry.js
 * uses the host's copy (provide-federation-runtime.mjs sets the global) instead of carrying its own.
 * Dev builds keep their own copy, so a remote's dev server also runs standalone.
 */
function federationExperiments(isHost, production) {
  const optimization = { target: 'web' };
  return production && !isHost ? { externalRuntime: true, optimization } : { optimization };
}

module.exports = { createWebpackConfig };
