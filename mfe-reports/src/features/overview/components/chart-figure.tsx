// A titled chart with its table: the chart is a picture for the eye (hidden from screen readers), the table
// beside it gives the same figures (visually hidden while the chart shows); 'Show as table' swaps them.
import { Box, Button, Stack, Typography } from 'shared-kernel/mui';
import { Skeleton } from 'shared-kernel/mui-console';
import { Suspense, useId, useState, type ReactNode } from 'react';
import { visuallyHidden } from 'shared-kernel/ui';
import { REPORTS_TEXTS } from '../../../components/texts';

/** The tables' own scroll boxes give way to the figure's (shown) or to none (hidden). */
const TABLE_BOX = '& .MuiTableContainer-root';
const NO_SCROLL = { maxHeight: 'none', overflow: 'visible' } as const;
const TABLE_MAX_HEIGHT = 360;

export interface ChartFigureProps {
  title: string;
  height: number;
  /** The lazy chart (fetched when first drawn). */
  chart: ReactNode;
  table: ReactNode;
}

export function ChartFigure({ title, height, chart, table }: ChartFigureProps) {
  const captionId = useId();
  const [asTable, setAsTable] = useState(false);
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, minWidth: 0 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 0.5 }}>
        <Typography component="figcaption" id={captionId} variant="subtitle1" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Button size="small" aria-pressed={asTable} onClick={() => setAsTable((value) => !value)}>
          {asTable ? REPORTS_TEXTS.showChart : REPORTS_TEXTS.showTable}
        </Button>
      </Stack>
      {asTable ? (
        // The shown table scrolls in one box a keyboard can reach (a tab stop named after the chart).
        <Box
          role="region"
          aria-labelledby={captionId}
          tabIndex={0}
          sx={{
            maxHeight: TABLE_MAX_HEIGHT,
            overflow: 'auto',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
            [TABLE_BOX]: NO_SCROLL,
          }}
        >
          {table}
        </Box>
      ) : (
        <>
          <Box aria-hidden="true" sx={{ minHeight: height }}>
            <Suspense fallback={<Skeleton variant="rounded" height={height} data-testid="chart-skeleton" />}>{chart}</Suspense>
          </Box>
          {/* The hidden copy never scrolls: a scroll box there would be a region no keyboard can reach. */}
          <Box sx={{ ...visuallyHidden, [TABLE_BOX]: NO_SCROLL }}>{table}</Box>
        </>
      )}
    </Box>
  );
}
