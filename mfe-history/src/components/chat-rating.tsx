// The guest's rating of a chat (issue 28), as the history shows it: a small Good / Bad chip (a thumb and the
// word, named "Rated Good" for screen readers) in list rows and headers, and the chip with the guest's comment
// (as text) and when it was rated under a chat. Nothing for a chat without a rating.
import ThumbDownOutlined from '@mui/icons-material/ThumbDownOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import { Box, Typography } from 'shared-kernel/mui';
import type { ChatRating, ChatRatingValue } from 'shared-kernel/contracts';
import { fullTime } from 'shared-kernel/transcript';
import { t, texts, type HistoryTextKey } from '../i18n/catalogue';

// The words are the catalogue's.
export const RATING_TEXTS = texts({
  values: { good: 'rating.values.good', bad: 'rating.values.bad' } satisfies Record<ChatRatingValue, HistoryTextKey>,
  ratedLabel: (value: string) => t('rating.ratedLabel', { value }),
  /** The detail's line: 'Rated Friday, 27 November 2026 at 16:00:00'. */
  ratedAt: (when: string) => t('rating.ratedAt', { when }),
  rating: 'rating.rating',
});

// Dark text and edge on a light fill: above 7:1 on the fill and on the list's tints.
const LOOK = {
  good: { color: '#1b5e20', bgcolor: '#e8f5e9', borderColor: '#2e7d32', Icon: ThumbUpOutlined },
  bad: { color: '#b71c1c', bgcolor: '#fdecea', borderColor: '#c62828', Icon: ThumbDownOutlined },
} as const;

const isRating = (rating: ChatRating | null | undefined): rating is ChatRating => Boolean(rating && (rating.value === 'good' || rating.value === 'bad'));

export function RatingChip({ rating }: { rating: ChatRating | null | undefined }) {
  if (!isRating(rating)) return null;
  const { Icon, ...colours } = LOOK[rating.value];
  const word = RATING_TEXTS.values[rating.value];
  return (
    <Box
      component="span"
      role="img"
      aria-label={RATING_TEXTS.ratedLabel(word)}
      data-testid="rating-chip"
      data-rating={rating.value}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.5,
        px: 0.75,
        py: 0.125,
        border: 1,
        borderRadius: 4,
        fontSize: '0.75rem',
        fontWeight: 600,
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        ...colours,
      }}
    >
      <Icon aria-hidden fontSize="inherit" />
      {word}
    </Box>
  );
}

/** The chip, the guest's comment and when they rated, under a chat's header or closing line. */
export function RatingDetails({ rating }: { rating: ChatRating | null | undefined }) {
  if (!isRating(rating)) return null;
  const comment = rating.comment?.trim();
  const when = fullTime(rating.ratedAt);
  return (
    <Box data-testid="chat-rating" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5, minWidth: 0 }}>
      <RatingChip rating={rating} />
      {comment && (
        <Typography variant="body2" component="q" data-testid="rating-comment" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {comment}
        </Typography>
      )}
      {when && (
        <Typography variant="caption" color="text.secondary">
          <time dateTime={rating.ratedAt}>{RATING_TEXTS.ratedAt(when)}</time>
        </Typography>
      )}
    </Box>
  );
}
