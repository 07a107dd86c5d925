import { createTheme, type Theme, type ThemeOptions } from 'shared-kernel/mui';

/** Colours of the toasts: error red, every other kind blue (spec 000 §9, 001 §8). */
export const TOAST_COLORS = { error: '#c62828', other: '#1565c0', text: '#ffffff' } as const;

const CONSOLE_THEME: ThemeOptions = {
  palette: {
    mode: 'light',
    // MUI's default blue (#1976d2) is 4.25:1 as button or link text on the page background; this is 5.5:1.
    primary: { main: '#1565c0' },
    secondary: { main: '#6495ed' },
    error: { main: '#d32f2f' },
    background: { default: '#f5f7fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Roboto", "Segoe UI", "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    // MUI's default (#f5f7fb initials on #bdbdbd) is 1.75:1; white on the primary blue is 5.9:1 (WCAG AA).
    MuiAvatar: { styleOverrides: { colorDefault: { color: '#ffffff', backgroundColor: '#1565c0' } } },
  },
};

/** The console's MUI theme, shared by the shell and every remote. */
export const consoleTheme = createTheme(CONSOLE_THEME);

let rightToLeft: Theme | undefined;
/** The same theme for a right-to-left language (Arabic): MUI mirrors its components' sides. */
export const themeFor = (direction: 'ltr' | 'rtl'): Theme =>
  direction === 'ltr' ? consoleTheme : (rightToLeft ??= createTheme({ ...CONSOLE_THEME, direction: 'rtl' }));
