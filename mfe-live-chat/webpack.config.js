// Remote 'mfe_live_chat': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_live_chat',
  role: 'remote',
  port: 3001,
  title: 'Live Chat (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
