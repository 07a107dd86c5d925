import { Box, Stack, Typography } from 'shared-kernel/mui';
import { AGENTS_TEXTS as T } from '../texts';

/** A green or grey dot with its word, so the state is read out and not shown by colour alone. */
export function OnlineStatus({ online }: { online: boolean }) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 0.75 }} data-testid="online-status">
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', flexShrink: 0, bgcolor: online ? 'success.main' : 'grey.500' }} />
      <Typography variant="body2" component="span">
        {online ? T.online : T.offline}
      </Typography>
    </Stack>
  );
}
