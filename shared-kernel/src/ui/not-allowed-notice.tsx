import { useId } from 'react';
import { Box, Stack, Typography } from 'shared-kernel/mui';
import { ROUTES } from 'shared-kernel/contracts';
import { NavButton } from './nav-button';
import { UI_TEXTS } from './texts';

/** In place of a screen the user's role may not open (a typed or followed address): says so, shows nothing of it. */
export function NotAllowedNotice() {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Stack spacing={2} sx={{ alignItems: 'center', maxWidth: 520 }}>
        <Typography id={titleId} variant="h5" component="h1">
          {UI_TEXTS.notAllowed.title}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>{UI_TEXTS.notAllowed.text}</Typography>
        <NavButton to={ROUTES.dashboard} variant="contained">
          {UI_TEXTS.goToDashboard}
        </NavButton>
      </Stack>
    </Box>
  );
}
