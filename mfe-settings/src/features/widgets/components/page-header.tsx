import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Link, Stack, Typography } from 'shared-kernel/mui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'shared-kernel/routing';
import { WIDGET_TEXTS as T } from '../texts';

/** A page's title (h1), an optional Back link above it and actions to its right. */
export function PageHeader({ title, back, children }: { title: string; back?: string; children?: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      {back && (
        <Link component={RouterLink} to={back} underline="hover" sx={{ display: 'inline-block', mb: 1 }}>
          <ArrowBack fontSize="small" sx={{ verticalAlign: 'text-bottom', mr: 0.5 }} />
          {T.back}
        </Link>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {children}
      </Stack>
    </Box>
  );
}
