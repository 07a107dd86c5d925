// The guest's rating under an ended chat in the chat panel (issue 28): Good or Bad with a thumb, and the
// comment as the guest wrote it (as text). Comes with the chat panel, never on the first dashboard; shows
// a rating heard while this console runs (it may arrive while the ended chat is open: a polite region).
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { useSyncExternalStore } from 'react';
import { Box, Typography } from 'shared-kernel/mui';
import { fullTime } from 'shared-kernel/transcript';
import { ratingOf, ratingsVersion, subscribeRatings } from '../lib/rated-chats';
import { RATING_TEXTS as T } from '../texts';

// Dark text on a light fill: above 7:1 either way.
const TINTS = {
  good: { color: '#1b5e20', bgcolor: '#e8f5e9' },
  bad: { color: '#b71c1c', bgcolor: '#fdecea' },
} as const;

export function EndedChatRating({ chatId }: { chatId: string }) {
  useSyncExternalStore(subscribeRatings, ratingsVersion, ratingsVersion);
  const rating = ratingOf(chatId);
  const comment = rating?.comment?.trim();
  return (
    <Box aria-live="polite" sx={{ px: 2 }}>
      {rating && (
        <Box data-testid="ended-chat-rating" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <Typography variant="body2" color="text.secondary">
            {T.endedLine}
          </Typography>
          <Box
            component="span"
            role="img"
            aria-label={T.ratedLabel(T.values[rating.value])}
            title={fullTime(rating.ratedAt)}
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, px: 1, py: 0.25, borderRadius: 4, fontSize: '0.8125rem', fontWeight: 600, ...TINTS[rating.value] }}
          >
            {rating.value === 'good' ? <ThumbUpOutlined aria-hidden fontSize="inherit" /> : <ThumbDownOutlined aria-hidden fontSize="inherit" />}
            {T.values[rating.value]}
          </Box>
          {comment && (
            <Typography variant="body2" component="q" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {comment}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
}
