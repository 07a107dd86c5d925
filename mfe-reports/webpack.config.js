// Remote 'mfe_reports': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');
const { devPort } = require('../shared-kernel/build/dev-ports.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_reports',
  role: 'remote',
  port: devPort('mfe-reports'),
  title: 'Reports (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
