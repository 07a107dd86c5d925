// Below 1024 px: a card per rated chat.
import { Box, Paper, Stack, Typography } from 'shared-kernel/mui';
import type { ReportsRatingRow } from 'shared-kernel/contracts';
import { endedTime } from '../lib/ended-time';
import { RATINGS_TEXTS as T } from '../texts';
import { ChatLink, RatingComment } from './rating-cells';
import { RatingChip } from './rating-chip';

export function RatingsCards({ rows }: { rows: readonly ReportsRatingRow[] }) {
  return (
    <Box component="ul" aria-label={T.tableLabel} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
      {rows.map((row) => (
        <Paper component="li" key={row.chatId} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
            <RatingChip value={row.rating.value} />
            <ChatLink row={row} />
          </Stack>
          <Typography variant="body2" component="p" sx={{ m: 0 }}>
            <RatingComment row={row} />
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
            {[row.agentName ?? T.noAgent, row.domain, endedTime(row.endedAt)].join(' · ')}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
