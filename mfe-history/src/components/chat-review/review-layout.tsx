// The review screens' frame: the page heading and filters on top; on desktops the list (about 360 px) left
// of the detail; up to 1024 px wide either the list or the detail, with a Back button.
import type { ReactNode } from 'react';
import { Box, Button, Paper, Typography } from 'shared-kernel/mui';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useViewport } from 'shared-kernel/platform';
import { REVIEW_TEXTS as T } from './texts';

export interface ReviewLayoutProps {
  title: string;
  filters: ReactNode;
  list: ReactNode;
  detail: ReactNode;
  /** A chat is selected (on narrow screens the detail replaces the list). */
  showingDetail: boolean;
  onBack: () => void;
}

export function ReviewLayout({ title, filters, list, detail, showingDetail, onBack }: ReviewLayoutProps) {
  const narrow = useViewport() !== 'desktop';
  const listPane = (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, overflow: 'hidden' }}>
      {list}
    </Paper>
  );
  const detailPane = (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, minWidth: 0, overflow: 'hidden' }}>
      {narrow && (
        <Box sx={{ p: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Button startIcon={<ArrowBack />} onClick={onBack}>
            {T.back}
          </Button>
        </Box>
      )}
      {detail}
    </Paper>
  );
  return (
    // The viewport less the console's 64 px header: the list and the transcript scroll, not the page.
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', minHeight: 480, p: { xs: 2, sm: 3 }, gap: 1.5 }}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined">{filters}</Paper>
      <Box sx={{ flex: 1, minHeight: 0, display: 'grid', gap: 1.5, gridTemplateColumns: narrow ? '1fr' : '360px minmax(0, 1fr)' }}>
        {narrow ? (showingDetail ? detailPane : listPane) : (
          <>
            {listPane}
            {detailPane}
          </>
        )}
      </Box>
    </Box>
  );
}
