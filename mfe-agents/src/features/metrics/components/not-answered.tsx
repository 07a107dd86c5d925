import { Box } from 'shared-kernel/mui';
import { METRICS_TEXTS as T } from '../texts';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

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
