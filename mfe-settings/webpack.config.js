// Remote 'mfe_settings': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');
const { devPort } = require('../shared-kernel/build/dev-ports.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_settings',
  role: 'remote',
  port: devPort('mfe-settings'),
  title: 'Settings (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
