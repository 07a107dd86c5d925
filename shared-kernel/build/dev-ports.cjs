// Each app's dev server port: 3000 for the shell, 3001–3005 for the remotes, or the app's variable
// (SHELL_PORT, MFE_LIVE_CHAT_PORT, MFE_SETTINGS_PORT, MFE_HISTORY_PORT, MFE_AGENTS_PORT, MFE_REPORTS_PORT).
// One table, so the shell's dev remotes map follows a remote moved to another port.
const DEFAULT_DEV_PORTS = {
  shell: 3000,
  'mfe-live-chat': 3001,
  'mfe-settings': 3002,
  'mfe-history': 3003,
  'mfe-agents': 3004,
  'mfe-reports': 3005,
};

/** `mfe-live-chat` → `MFE_LIVE_CHAT_PORT`. */
function portVariable(app) {
  return `${app.replace(/-/g, '_').toUpperCase()}_PORT`;
}

/** The app's dev port from its variable (a clear error for anything but a port number), else its default. */
function devPort(app, env = process.env) {
  if (!(app in DEFAULT_DEV_PORTS)) throw new Error(`No dev port for '${app}': one of ${Object.keys(DEFAULT_DEV_PORTS).join(', ')}`);
  const name = portVariable(app);
  const raw = env[name]?.trim();
  if (!raw) return DEFAULT_DEV_PORTS[app];
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`${name} must be a port number (1–65535), got '${raw}'`);
  return port;
}

module.exports = { DEFAULT_DEV_PORTS, devPort, portVariable };
