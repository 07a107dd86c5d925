// Brotli (quality 11) and gzip siblings of every text file a production build writes (`x.js.br`,
// `x.js.gz`): the server picks one by the request's Accept-Encoding and compresses nothing per request.
'use strict';

const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');

const TEXT = /\.(?:js|mjs|cjs|css|html|json|svg|map|txt|xml|webmanifest)$/i;

/** The two plugins; a file is given a sibling only when it gets at least 10% smaller. */
function compressedAssets() {
  const shared = { test: TEXT, threshold: 0, minRatio: 0.9 };
  return [
    new CompressionPlugin({
      ...shared,
      algorithm: 'brotliCompress',
      filename: '[path][base].br',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({ ...shared, algorithm: 'gzip', filename: '[path][base].gz', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}

module.exports = { compressedAssets };
