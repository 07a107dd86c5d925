// The host: no static remotes; it reads remotes.json at run time (see src/remotes).
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');

const devRemote = (port) => `http://localhost:${port}/mf-manifest.json`;

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  port: 3000,
  title: 'Live Chat',
  copy: [{ from: 'public/remotes.json', to: 'remotes.json' }],
  devJson: {
    '/remotes.json': {
      mfe_live_chat: devRemote(3001),
      mfe_settings: devRemote(3002),
      mfe_history: devRemote(3003),
      mfe_agents: devRemote(3004),
    },
  },
});
