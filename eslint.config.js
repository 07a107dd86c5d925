// One flat config for the workspace: typescript-eslint's recommended rules, React hooks rules for the
// browser packages, and the import boundaries of ARCHITECTURE.md (which package may import which).
const path = require('node:path');
const js = require('@eslint/js');
const { defineConfig } = require('eslint/config');
const tseslint = require('typescript-eslint');
const reactHooks = require('eslint-plugin-react-hooks');
const globals = require('globals');

const PACKAGES = [
  'shell',
  'mfe-live-chat',
  'mfe-settings',
  'mfe-history',
  'mfe-agents',
  'mfe-reports',
  'shared-kernel',
  'server',
  'widget',
  'e2e',
];
const REMOTES = PACKAGES.filter((name) => name.startsWith('mfe-'));
const SOURCE = '**/*.{ts,tsx,mts,cts,js,jsx,mjs,cjs}';

// Bare specifiers each package may not import (regexes over the import source).
const anyOf = (names) => `^(?:${names.join('|')})(?:/|$)`;
const REACT_FAMILY = ['react', 'react-dom', 'react-router', 'react-router-dom', '@mui/[^/]+', '@emotion/[^/]+', 'notistack'];
/** The kernel subpaths the widget may import (its tests also compile catalogues: i18n-compile). */
const widgetKernel = (allowed) => ({
  regex: `^shared-kernel(?!/(?:${allowed.join('|')})$)(?:/|$)`,
  message: `The widget may use shared-kernel/${allowed.join(', ')} only.`,
});
const FORBIDDEN = {
  shell: [{ regex: anyOf([...REMOTES, 'server', 'widget', 'e2e']), message: 'The shell loads remotes at run time; it never imports them, the server, the widget or e2e.' }],
  'shared-kernel': [{ regex: anyOf(['shell', ...REMOTES, 'server', 'widget', 'e2e']), message: 'shared-kernel imports third-party libraries only, never an app.' }],
  server: [
    { regex: anyOf(['shell', ...REMOTES, 'widget', 'e2e']), message: 'The server imports no browser app.' },
    { regex: '^shared-kernel/(?:platform|ui|testing|standalone)(?:/|$)', message: 'The server uses shared-kernel contracts and validation, never its React parts.' },
    { regex: anyOf(REACT_FAMILY), message: 'The server imports nothing React.' },
  ],
  widget: [
    { regex: anyOf(['shell', ...REMOTES, 'server', 'e2e']), message: 'The widget imports no other app.' },
    widgetKernel(['contracts', 'rules', 'queue', 'i18n', 'i18n-format']),
    { regex: anyOf(REACT_FAMILY), message: 'The widget stays small: no React, MUI or router.' },
  ],
  e2e: [{ regex: anyOf(['shell', ...REMOTES, 'server', 'widget']), message: 'e2e drives the stack over HTTP and the browser; it imports no app.' }],
};
for (const remote of REMOTES) {
  FORBIDDEN[remote] = [
    { regex: anyOf(['shell', ...REMOTES, 'server', 'widget', 'e2e']), message: 'A remote never imports the shell or another remote: go through shared-kernel contracts.' },
  ];
}

// Import conventions that keep the first screens light (docs/architecture.md, "Import conventions"): the router and
// MUI are shared modules of the kernel, and the kernel's own modules reach another subpath by its public
// name, so they use the shared instance instead of bundling a second copy of its files.
const ROUTER = {
  regex: anyOf(['react-router', 'react-router-dom']),
  message: 'Import routing from shared-kernel/routing: one router for every app, and only the parts in use are downloaded.',
};
const MUI = {
  regex: '^@mui/material(?:/|$)',
  message: 'Import MUI components from shared-kernel/mui, mui-console or mui-data: one copy of MUI for every app, and only the components in use.',
};
const KERNEL_BARREL = {
  regex: '^\\.\\./(?:contracts|session|http|realtime|routing|platform|validation|ui|mui|mui-console|mui-data|list-screens|standalone|testing|rules|transcript|reactive|queue)$',
  message: "Inside shared-kernel, reach another subpath by its name ('shared-kernel/contracts'), so the shared instance is used.",
};
for (const pkg of ['shell', ...REMOTES]) FORBIDDEN[pkg].push(ROUTER, MUI);
FORBIDDEN['shared-kernel'].push(ROUTER, MUI, KERNEL_BARREL);

// no-restricted-imports cannot tell where a relative path lands, nor see import() and require():
// this rule resolves relative specifiers and applies the same bare-name list to the dynamic forms.
const boundaries = {
  rules: {
    'no-cross-package': {
      meta: {
        type: 'problem',
        schema: [{ type: 'object', properties: { forbidden: { type: 'array' } }, additionalProperties: false }],
        messages: {
          relative: "'{{source}}' reaches into the '{{target}}' package by a relative path; packages only import each other by name, within the boundary rules.",
          forbidden: "'{{source}}' is imported against the package boundaries. {{message}}",
        },
      },
      create(context) {
        const own = path.relative(__dirname, context.filename).split(path.sep)[0];
        const forbidden = (context.options[0]?.forbidden ?? []).map((f) => ({ ...f, re: new RegExp(f.regex) }));
        const check = (node, source, dynamicOnly) => {
          if (typeof source !== 'string') return;
          if (source.startsWith('.')) {
            const resolved = path.resolve(path.dirname(context.filename), source);
            const target = path.relative(__dirname, resolved).split(path.sep)[0];
            if (target !== own && PACKAGES.includes(target)) {
              context.report({ node, messageId: 'relative', data: { source, target } });
            }
            return;
          }
          if (!dynamicOnly) return; // static imports are covered by no-restricted-imports
          const hit = forbidden.find((f) => f.re.test(source));
          if (hit) context.report({ node, messageId: 'forbidden', data: { source, message: hit.message } });
        };
        const fromSource = (node) => node.source && check(node.source, node.source.value, false);
        return {
          ImportDeclaration: fromSource,
          ExportNamedDeclaration: fromSource,
          ExportAllDeclaration: fromSource,
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value, true),
          CallExpression(node) {
            const [arg] = node.arguments;
            const isRequire = node.callee.type === 'Identifier' && node.callee.name === 'require';
            if (isRequire && arg?.type === 'Literal') check(arg, arg.value, true);
          },
        };
      },
    },
  },
};

// The shipped and tested code of each package; build configs at a package's top level are tooling
// (they may share webpack helpers) and are not part of the run-time graph these rules protect.
function restrictedPattern({ regex, message }) {
  return { regex, message };
}

const boundaryConfigs = Object.entries(FORBIDDEN).map(([pkg, forbidden]) => ({
  name: `boundaries/${pkg}`,
  files: ['src', 'test', 'tests', 'support', 'bench'].map((dir) => `${pkg}/${dir}/${SOURCE}`),
  plugins: { boundaries },
  rules: {
    'no-restricted-imports': ['error', { patterns: forbidden.map(restrictedPattern) }],
    'boundaries/no-cross-package': ['error', { forbidden }],
  },
}));

const widgetTestsForbidden = FORBIDDEN.widget.map((f, index) => (index === 1 ? widgetKernel(['contracts', 'rules', 'queue', 'i18n', 'i18n-format', 'i18n-compile']) : f));
const widgetTests = {
  name: 'boundaries/widget-tests',
  files: [`widget/src/**/__tests__/${SOURCE}`],
  rules: {
    'no-restricted-imports': ['error', { patterns: widgetTestsForbidden.map(restrictedPattern) }],
    'boundaries/no-cross-package': ['error', { forbidden: widgetTestsForbidden }],
  },
};

// shared-kernel/routing is the one module that imports the router; shared-kernel/mui, mui-console and
// mui-data the only ones that import MUI.
const kernelFacade = (name, dirs, allowed) => ({
  name: `boundaries/shared-kernel/${name}`,
  files: dirs.map((dir) => `shared-kernel/src/${dir}/${SOURCE}`),
  rules: {
    'no-restricted-imports': ['error', { patterns: FORBIDDEN['shared-kernel'].filter((f) => f !== allowed).map(restrictedPattern) }],
  },
});
const kernelRouting = kernelFacade('routing', ['routing'], ROUTER);
const kernelMui = kernelFacade('mui', ['mui', 'mui-console', 'mui-data'], MUI);

const browserPackages = ['shell', ...REMOTES, 'shared-kernel', 'widget'];

module.exports = defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**', '**/playwright-report/**', '**/test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    name: 'workspace/defaults',
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    name: 'workspace/browser',
    files: browserPackages.map((pkg) => `${pkg}/src/**`),
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    name: 'workspace/tests',
    files: ['**/__tests__/**', 'server/test/**'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    name: 'workspace/commonjs',
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The two classic hooks rules; the React Compiler rules of the plugin's preset report false
    // positives on refs read inside memoised callbacks, and nothing here compiles with it.
    name: 'workspace/react-hooks',
    files: ['shell', ...REMOTES, 'shared-kernel'].map((pkg) => `${pkg}/src/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // A server file a newcomer can read in one sitting: past this, split it by what its parts do.
    name: 'workspace/server-file-size',
    files: ['server/src/**/*.ts', 'server/scripts/**/*.ts', 'server/test/**/*.ts', 'server/dev/**/*.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  ...boundaryConfigs,
  widgetTests,
  kernelRouting,
  kernelMui,
);
