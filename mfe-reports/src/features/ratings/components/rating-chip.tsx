// Good / Bad as a chip: a thumb and the word (colour is never the only sign), named 'Rated Good' for
// screen readers, in the colours the history area uses.
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { Box } from 'shared-kernel/mui';
import type { ChatRatingValue } from 'shared-kernel/contracts';
import { RATINGS_TEXTS as T } from '../texts';

const LOOK = {
  good: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#2e7d32', Icon: ThumbUpOutlined },
  bad: { color: '#b71c1c', bgcolor: '#fdecea', borderColor: '#c62828', Icon: ThumbDownOutlined },
} as const;

export function RatingChip({ value }: { value: ChatRatingValue }) {
  const { Icon, ...colours } = LOOK[value] ?? LOOK.bad;
  const word = T.values[value] ?? value;
  return (
    <Box
      component="span"
      role="img"
      aria-label={T.ratedLabel(word)}
      data-rating={value}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 0.75, py: 0.125, border: 1, borderRadius: 4, fontSize: '0.75rem', fontWeight: 600, lineHeight: 1.5, whiteSpace: 'nowrap', ...colours }}
    >
      <Icon aria-hidden fontSize="inherit" />
      {word}
    </Box>
  );
}
