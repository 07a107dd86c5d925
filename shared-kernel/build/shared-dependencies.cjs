// The modules every app shares as run-time singletons, and nothing else: a module shared by name is
// never tree-shaken, so every shared library lands whole in the first download.
//   react, react-dom (and its subpaths such as react-dom/client): one React, one renderer.
//   @emotion/react, @emotion/styled: one style cache and one ThemeContext, which holds MUI's theme.
//   @mui/system/DefaultPropsProvider, @mui/system/RtlProvider: the two contexts MUI's ThemeProvider
//     fills besides emotion's, so the theme's component defaults reach every app's components.
//   shared-kernel/<subpath>: the platform (session, HTTP client, event bus and its RxJS subjects),
//     the router (shared-kernel/routing re-exports just the parts of react-router the apps use),
//     MUI (shared-kernel/mui and mui-console re-export just the components the apps use), the UI kit.
//     Each subpath is its own shared module, fetched when first imported.
// Two more are shared so that a remote reuses the shell's copy instead of downloading its own:
//   formik (used whole by every form) and @mui/material/SvgIcon (what every icon of
//   @mui/icons-material imports, and with it MUI's styles).
// Icons, yup and rxjs operators are bundled by each app, tree-shaken (see the import
// conventions in docs/architecture.md).
'use strict';

/** Packages shared by their own name; a trailing '/' shares every subpath (react-dom/client). */
const SHARED = [
  'react',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/styled',
  '@mui/system/DefaultPropsProvider',
  '@mui/system/RtlProvider',
];

/** Shared so one copy is downloaded when the apps' versions agree; not singletons. */
const DEDUPED = ['formik', '@mui/material/SvgIcon'];

/**
 * Deduped like the above, by the apps that use them: react-virtuoso (the live-chat and history lists; the
 * history area's first screen is 16 KB gzip with it shared, 35 KB with a copy of its own).
 */
const DEDUPED_WHEN_USED = ['react-virtuoso'];

/** Kernel subpaths bundled by each app rather than shared: constants, texts and languages, no state a singleton would guard. */
const BUNDLED_KERNEL_SUBPATHS = ['commands', 'queue', 'transcript-basics', 'integrations', 'i18n', 'i18n-format', 'i18n-react', 'i18n-compile'];

/** 'react-dom/' and '@mui/system/RtlProvider' belong to the packages 'react-dom' and '@mui/system'. */
function packageOf(key) {
  const parts = key.split('/');
  return key.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/**
 * @param {{ dependencies?: Record<string,string>, devDependencies?: Record<string,string> }} appPackage
 * @param {{ name: string, version: string }} kernelPackage
 * @param {string} [contractVersion]  the kernel contract's 'major.minor' (contract-version.ts)
 */
function sharedDependencies(appPackage, kernelPackage, contractVersion) {
  const ranges = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const key of SHARED) {
    const range = ranges[packageOf(key)];
    if (!range) throw new Error(`${appPackage.name} must depend on ${packageOf(key)} to share it`);
    shared[key] = { singleton: true, requiredVersion: range };
  }
  for (const key of DEDUPED) {
    const range = ranges[packageOf(key)];
    if (!range) throw new Error(`${appPackage.name} must depend on ${packageOf(key)} to share it`);
    shared[key] = { singleton: false, requiredVersion: range };
  }
  for (const key of DEDUPED_WHEN_USED) {
    const range = ranges[packageOf(key)];
    if (range) shared[key] = { singleton: false, requiredVersion: range };
  }
  // The kernel is a workspace link ('workspace:*'): it is shared under its contract version, so the
  // federation runtime itself reports a remote that needs a newer minor or another major than the
  // shell's copy (the shell refuses such a remote before loading it: contract-check.ts).
  const kernelVersion = contractVersion ? `${contractVersion}.0` : kernelPackage.version;
  const kernel = { singleton: true, version: kernelVersion, requiredVersion: `^${kernelVersion}` };
  // Each subpath the kernel exports, by name; the stateless ones are left out, so each app bundles what it
  // uses of them (tree-shaken) instead of a request of its own. A kernel without an exports map: all of it.
  const subpaths = Object.keys(kernelPackage.exports ?? {}).map((key) => key.replace(/^\.\//, ''));
  if (subpaths.length === 0) shared[`${kernelPackage.name}/`] = kernel;
  for (const subpath of subpaths) if (!BUNDLED_KERNEL_SUBPATHS.includes(subpath)) shared[`${kernelPackage.name}/${subpath}`] = kernel;
  return shared;
}

module.exports = { sharedDependencies, SHARED, DEDUPED, DEDUPED_WHEN_USED };
