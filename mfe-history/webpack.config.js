// Remote 'mfe_history': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');
const { devPort } = require('../shared-kernel/build/dev-ports.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_history',
  role: 'remote',
  port: devPort('mfe-history'),
  title: 'History (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
