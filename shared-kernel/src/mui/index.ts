// The MUI components of every screen, the sign-in screens included, as one shared module: one copy of
// MUI's core (styles, ButtonBase, inputs) for the shell and all remotes, tree-shaken to this list.
// Components of the signed-in console live in 'shared-kernel/mui-console', loaded after sign-in.
// An app imports MUI from these two subpaths only (ESLint refuses '@mui/material' elsewhere); add a
// component here when an app needs one more (see the import conventions in docs/architecture.md).
export { default as Alert } from '@mui/material/Alert';
export { default as Box } from '@mui/material/Box';
export { default as Button } from '@mui/material/Button';
export { default as CircularProgress } from '@mui/material/CircularProgress';
export { default as CssBaseline } from '@mui/material/CssBaseline';
export { default as Divider } from '@mui/material/Divider';
export { default as IconButton } from '@mui/material/IconButton';
export { default as InputAdornment } from '@mui/material/InputAdornment';
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Link } from '@mui/material/Link';
export { default as Paper } from '@mui/material/Paper';
export { default as Stack } from '@mui/material/Stack';
export { default as Typography } from '@mui/material/Typography';
export { alpha, styled, useTheme, ThemeProvider, createTheme } from '@mui/material/styles';
export type { SxProps, Theme, ThemeOptions } from '@mui/material/styles';
export type { ButtonProps } from '@mui/material/Button';
export { TextField, type TextFieldProps } from './text-field';
