// The server's module rules (docs/architecture.md, "Server modules"), checked by `pnpm test:boundaries`:
// - imports point down the layers only: the platform, then each module in the order below, then the
//   composition (app/), then cluster/ and main.ts. A module may use those before it in this list;
// - a module is used only through its face (its index.ts): every other file of it is private;
// - no import cycle anywhere. Type-only imports count for all three.
const PLATFORM = ['config', 'db', 'mail', 'events', 'jobs', 'http', 'realtime', 'context'];
const MODULES = [
  'abuse', 'auth', 'users', 'profile', 'widgets', 'departments', 'canned', 'blocked', 'auto-messages', 'visitors',
  'bookings', 'ratings', 'chats', 'attachments', 'payments', 'teamwork', 'agents', 'routing', 'history', 'reports',
  'contacts', 'metrics', 'integrations', 'webhooks', 'ai', 'passwords', 'health', 'seed', 'static',
];
const TOP = ['app', 'cluster', 'main'];
const LAYERS = [...PLATFORM, ...MODULES, ...TOP];

/** `src/name/...` or `src/name.ts`. */
const place = (names) => `^src/(${names.join('|')})(/|\\.ts$)`;

const upward = LAYERS.slice(0, -1).map((name, index) => ({
  name: `layers-${name}`,
  comment: `${name} may use only what comes before it: ${LAYERS.slice(index + 1).join(', ')} are above it`,
  severity: 'error',
  from: { path: place([name]) },
  to: { path: place(LAYERS.slice(index + 1)) },
}));

const privateFiles = [...MODULES, 'app'].map((name) => ({
  name: `private-${name}`,
  comment: `another module uses ${name} through its face, src/${name}/index.ts`,
  severity: 'error',
  from: { pathNot: `^src/${name}/` },
  to: { path: `^src/${name}/`, pathNot: `^src/${name}/index\\.ts$` },
}));

module.exports = {
  forbidden: [
    { name: 'no-circular', comment: 'an import cycle', severity: 'error', from: {}, to: { circular: true } },
    { name: 'not-in-src', comment: 'a file of src/ that is not in a layer', severity: 'error', from: { path: '^src/', pathNot: place(LAYERS) }, to: {} },
    ...upward,
    ...privateFiles,
  ],

  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)__tests__/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};


