import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { ROUTES } from 'shared-kernel/contracts';
import { clearMyCache } from './clear-my-cache';
import { NavButton } from './nav-button';
import { UI_TEXTS } from './texts';

export interface FallbackPageProps {
  text: string;
  signedIn: boolean;
  onRetry?: () => void;
  /** Replaces the default `clearMyCache()` (tests). */
  onClearCache?: () => void;
}

/** Shared layout of the error fallback and the not-found page. */
export function FallbackPage({ text, signedIn, onRetry, onClearCache = () => clearMyCache() }: FallbackPageProps) {
  return (
    <Box role="alert" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography variant="h5" component="h1">
          {text}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {onRetry && (
            <Button variant="contained" onClick={onRetry}>
              {UI_TEXTS.retry}
            </Button>
          )}
          <NavButton to={signedIn ? ROUTES.dashboard : ROUTES.login} variant={onRetry ? 'outlined' : 'contained'}>
            {signedIn ? UI_TEXTS.goToDashboard : UI_TEXTS.goToLogin}
          </NavButton>
          <Button variant="outlined" onClick={onClearCache}>
            {UI_TEXTS.clearMyCache}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
