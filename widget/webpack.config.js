// widget.js: a small loader entry; the socket connection and the chat UI are chunks it loads at run time
// from '<origin of widget.js>/widget/' (the public path is set by the loader from its own script src).
const path = require('node:path');

module.exports = (_env, argv = {}) => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    target: ['web', 'es2020'],
    entry: { widget: './src/loader/entry.ts' },
    devtool: production ? false : 'source-map',
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: 'widget.js',
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
    // Two async chunks only: 'connection' (socket.io + protocol client) and 'chat' (the window).
    optimization: { minimize: production, splitChunks: false },
    performance: { hints: false },
  };
};
