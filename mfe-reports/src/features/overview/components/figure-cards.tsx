// The Overview's key figures, one card each: a name, the figure and, where it has one, a second line.
import { Box, Paper, Typography } from 'shared-kernel/mui';
import type { ReportsOverview } from 'shared-kernel/contracts';
import { durationOrDash, formatCount, percentOrDash } from '../../../lib/format';
import { OVERVIEW_TEXTS as T } from '../texts';

interface Figure {
  label: string;
  value: string;
  detail?: string;
}

export function overviewFigures(data: ReportsOverview): Figure[] {
  return [
    { label: T.totalChats, value: formatCount(data.chats) },
    { label: T.missedChats, value: formatCount(data.missed) },
    { label: T.offlineMessages, value: formatCount(data.offlineMessages) },
    { label: T.timeToAccept, value: durationOrDash(data.timeToAccept.median), detail: T.p90(durationOrDash(data.timeToAccept.p90)) },
    { label: T.firstResponse, value: durationOrDash(data.firstResponse.median), detail: T.p90(durationOrDash(data.firstResponse.p90)) },
    { label: T.chatDuration, value: durationOrDash(data.duration.median), detail: T.median },
    { label: T.satisfaction, value: percentOrDash(data.satisfaction.score), detail: T.rated(formatCount(data.satisfaction.rated)) },
  ];
}

export function FigureCards({ data }: { data: ReportsOverview }) {
  return (
    <Box
      component="ul"
      aria-label={T.figuresLabel}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}
    >
      {overviewFigures(data).map((figure) => (
        <Paper component="li" key={figure.label} variant="outlined" data-testid="figure-card" sx={{ p: 1.5, minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography variant="h5" component="p" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {figure.value}
          </Typography>
          {figure.detail && (
            <Typography variant="caption" color="text.secondary">
              {figure.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
