// The libraries every app shares as run-time singletons: one React, one renderer, one router,
// one MUI/emotion theme context, one RxJS and one copy of the kernel (its contexts must be shared).
'use strict';

/** Packages shared by their own name; a trailing '/' shares every subpath (react-dom/client). */
const SHARED = ['react', 'react-dom', 'react-dom/', 'react-router-dom', '@mui/material', '@emotion/react', '@emotion/styled', 'rxjs'];

function packageOf(key) {
  return key.endsWith('/') ? key.slice(0, -1) : key;
}

/**
 * @param {{ dependencies?: Record<string,string>, devDependencies?: Record<string,string> }} appPackage
 * @param {{ name: string, version: string }} kernelPackage
 */
function sharedDependencies(appPackage, kernelPackage) {
  const ranges = { ...appPackage.devDependencies, ...appPackage.dependencies };
  const shared = {};
  for (const key of SHARED) {
    const range = ranges[packageOf(key)];
    if (!range) throw new Error(`${appPackage.name} must depend on ${packageOf(key)} to share it`);
    shared[key] = { singleton: true, requiredVersion: range };
  }
  // The kernel is a workspace link ('workspace:*'), so its version comes from its own package.json.
  shared[`${kernelPackage.name}/`] = {
    singleton: true,
    version: kernelPackage.version,
    requiredVersion: `^${kernelPackage.version}`,
  };
  return shared;
}

module.exports = { sharedDependencies, SHARED };
