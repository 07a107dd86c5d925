// react-router 7's package exports name only its development build (react-router issue 14102), so a
// production bundle would carry its dev warnings and checks: point production builds at the package's
// own dist/production files (about 10 KB less on every console's first screen).
'use strict';
const path = require('node:path');
const { createRequire } = require('node:module');

/** resolve.alias entries for a production build. */
function productionBuildAliases() {
  const fromRouterDom = createRequire(require.resolve('react-router-dom/package.json'));
  const routerDir = path.dirname(fromRouterDom.resolve('react-router/package.json'));
  return {
    'react-router$': path.join(routerDir, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerDir, 'dist/production/dom-export.mjs'),
  };
}

module.exports = { productionBuildAliases };
