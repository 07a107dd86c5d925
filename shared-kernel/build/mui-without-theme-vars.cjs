// The console's theme has no CSS theme variables and no colour schemes, so MUI's createTheme and
// ThemeProvider always take their "no vars" branch; both still import the CSS-variables machinery
// (createThemeWithVars, CssVarsProvider, the colour-scheme script), about 6 KB br on every first screen.
// Point MUI's own two modules at their "no vars" halves, which take the same arguments.
'use strict';

const NO_VARS = { './createTheme.mjs': './createThemeNoVars.mjs', './ThemeProvider.mjs': './ThemeProviderNoVars.mjs' };
const MUI_STYLES = /[\\/]@mui[\\/]material[\\/]styles$/;

/** @param {typeof import('webpack')} webpack  the app's webpack */
function muiWithoutThemeVars(webpack) {
  return new webpack.NormalModuleReplacementPlugin(/^\.\/(createTheme|ThemeProvider)\.mjs$/, (resource) => {
    if (MUI_STYLES.test(resource.context)) resource.request = NO_VARS[resource.request];
  });
}

module.exports = { muiWithoutThemeVars };
