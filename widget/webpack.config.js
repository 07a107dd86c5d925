// widget.js: a small loader entry; the socket connection and the chat UI are chunks it loads at run time
// from '<origin of widget.js>/widget/' (the public path is set by the loader from its own script src).
// preview.js + preview.html: the widget editor's live preview (the same launcher and window, no socket),
// served beside the chunks at /widget/preview.html.
const fs = require('node:fs');
const path = require('node:path');

const { compressedAssets } = require('../shared-kernel/build/compressed-assets.cjs');

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
    // Two async chunks only: 'connection' (socket.io + protocol client) and 'chat' (the window); the
    // preview is one file of its own.
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
  };
};
