// widget.js: a small loader entry; the socket connection and the chat UI are chunks it loads at run time
// from '<origin of widget.js>/widget/' (the public path is set by the loader from its own script src).
// preview.js + preview.html: the widget editor's live preview (the same launcher and window, no socket),
// served beside the chunks at /widget/preview.html.
const fs = require('node:fs');
const path = require('node:path');

const { compressedAssets } = require('../shared-kernel/build/compressed-assets.cjs');
const { catalogueRule } = require('../shared-kernel/build/i18n-build.cjs');

const PREVIEW_HTML = path.resolve(__dirname, 'src/preview/preview.html');

/** Copies the preview page into the build as it is (it loads preview.js by a relative src). */
class PreviewPagePlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PreviewPagePlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PreviewPagePlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(PREVIEW_HTML);
        compilation.emitAsset('preview.html', new RawSource(fs.readFileSync(PREVIEW_HTML, 'utf8')));
      });
    });
  }
}

/** The texts' code: the run-time helpers of compiled messages, the kernel's and the widget's i18n modules, and English (not the other languages). */
const TEXTS_CODE = /[\\/]@messageformat[\\/]runtime[\\/]|[\\/]i18n[\\/]([^\\/]+\.ts|en\.json)$/;

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: { widget: './src/loader/entry.ts', preview: './src/preview/entry.ts' },
    devtool: production ? false : 'source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      // widget.js (the embed script's name) and preview.js.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      publicPath: 'auto',
      // A name of its own, so two webpack apps on one page never share a chunk registry.
      uniqueName: 'live_chat_widget',
      chunkLoadingGlobal: 'liveChatWidgetChunks',
      clean: true,
    },
    resolve: { extensions: ['.ts', '.js'] },
    module: {
      rules: [
        catalogueRule(),
        {
          test: /\.ts$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: { jsc: { parser: { syntax: 'typescript' }, target: 'es2020' } },
          },
        },
      ],
    },
    plugins: [new PreviewPagePlugin(), ...(production ? compressedAssets() : [])],
    // Async chunks: 'connection' (socket.io + protocol client), 'chat' (the window) and one per language
    // other than English ('lang-es'...); the preview is one file of its own.
    // The texts' code (the message helpers and en.json) in a chunk of its own, shared by 'connection' and
    // 'chat' rather than copied into both. Chunks are named by name (no second map of ids in the loader).
    optimization: {
      minimize: production,
      chunkIds: 'named',
      splitChunks: {
        chunks: 'async',
        minSize: 0,
        cacheGroups: {
          default: false,
          defaultVendors: false,
          texts: { name: 'texts', test: (module) => TEXTS_CODE.test(module.resource ?? ''), enforce: true },
        },
      },
    },
    performance: { hints: false },
  };
};
