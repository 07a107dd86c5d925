import { Box } from 'shared-kernel/mui';
import { visuallyHidden } from 'shared-kernel/ui';
import { METRICS_TEXTS as T } from '../texts';

/** A response time the agent never gave: a dash on screen, 'Not answered' for screen readers. */
export function NotAnswered() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <Box component="span" sx={visuallyHidden}>
        {T.notAnswered}
      </Box>
    </>
  );
}
