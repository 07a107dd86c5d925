// Remote 'mfe_agents': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');
const { devPort } = require('../shared-kernel/build/dev-ports.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_agents',
  role: 'remote',
  port: devPort('mfe-agents'),
  title: 'Agents (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
