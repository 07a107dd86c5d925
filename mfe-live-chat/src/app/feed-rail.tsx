// The Guest Feed folded to a narrow column while Guest Info is open beside the chat on a narrow desktop:
// its name and active guest count stay in sight, and one click (or Enter / Space) unfolds it again.
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { Box, Button, Paper } from 'shared-kernel/mui';
import { Chip, Tooltip } from 'shared-kernel/mui-console';
import { useId } from 'react';
import { DASHBOARD_TEXTS as T, GUEST_FEED_TEXTS } from './texts';

/** The folded column's width (px). */
export const FEED_RAIL_WIDTH = 48;

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  m: '-1px',
  p: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export function FeedRail({ count, onExpand }: { count: number; onExpand: () => void }) {
  const countId = useId();
  return (
    <Paper
      variant="outlined"
      sx={{ gridArea: 'rail', display: 'flex', flexDirection: 'column', alignItems: 'center', minHeight: 0, overflow: 'hidden', pb: 1.5 }}
    >
      {/* The name is the visible 'Guest Feed' (spoken commands find it); the count is its description. */}
      <Tooltip title={T.showFeed} placement="right">
        <Button
          onClick={onExpand}
          aria-label={T.showFeed}
          aria-describedby={countId}
          sx={{ flexDirection: 'column', gap: 1.5, minWidth: 0, width: '100%', px: 0, py: 1.5, borderRadius: 0 }}
        >
          <PeopleAltOutlined />
          <Box component="span" sx={{ writingMode: 'vertical-rl', whiteSpace: 'nowrap' }}>
            {T.guestFeed}
          </Box>
        </Button>
      </Tooltip>
      <Box component="span" id={countId} sx={VISUALLY_HIDDEN}>
        {GUEST_FEED_TEXTS.activeGuests(count)}
      </Box>
      <Chip aria-hidden size="small" color="primary" label={count} sx={{ maxWidth: FEED_RAIL_WIDTH - 6, '& .MuiChip-label': { px: 0.75 } }} />
    </Paper>
  );
}
