// Remote 'mfe_agents': exposes its area component; its own page is the standalone harness.
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_agents',
  role: 'remote',
  port: 3004,
  title: 'Agents (standalone)',
  exposes: { './App': './src/app/remote-app.tsx' },
});
