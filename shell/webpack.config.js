// The host: no static remotes; it reads remotes.json at run time (see src/remotes).
const { createWebpackConfig } = require('../shared-kernel/build/create-webpack-config.cjs');
const { devPort } = require('../shared-kernel/build/dev-ports.cjs');

const devRemote = (app) => `http://localhost:${devPort(app)}/mf-manifest.json`;

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  role: 'host',
  port: devPort('shell'),
  title: 'Live Chat',
  // The login screen in one chunk; what signing in fetches (the HTTP client) in a second; what the
  // signed-in frame adds (and its socket) in a third.
  screens: [
    { name: 'login', roots: ['shell/src/bootstrap.tsx'] },
    { name: 'signing-in', roots: ['axios'] },
    { name: 'console', roots: ['shell/src/app/signed-in-console.tsx', 'shell/src/features/remotes/components/remote-outlet.tsx', 'socket.io-client'] },
  ],
  copy: [{ from: 'public/remotes.json', to: 'remotes.json' }],
  devJson: {
    '/remotes.json': {
      mfe_live_chat: devRemote('mfe-live-chat'),
      mfe_settings: devRemote('mfe-settings'),
      mfe_history: devRemote('mfe-history'),
      mfe_agents: devRemote('mfe-agents'),
      mfe_reports: devRemote('mfe-reports'),
    },
  },
});
