import { Button, IconButton, Stack } from 'shared-kernel/mui';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { GUEST_FEED_TEXTS as T } from '../../../app/texts';
import { pageWindow } from '../lib/page-window';

export interface GuestPaginationProps {
  page: number;
  totalPages: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}

/** Previous / page numbers (the last 4 up to the current one) / next. */
export function GuestPagination({ page, totalPages, hasNextPage, onPage }: GuestPaginationProps) {
  if (totalPages <= 1 && page === 1) return null;
  return (
    <Stack component="nav" aria-label={T.pagination} direction="row" spacing={0.5} sx={{ justifyContent: 'center', py: 1 }}>
      <IconButton size="small" aria-label={T.previousPage} disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft />
      </IconButton>
      {pageWindow(page, totalPages).map((n) => (
        <Button
          key={n}
          size="small"
          variant={n === page ? 'contained' : 'text'}
          aria-label={T.page(n)}
          aria-current={n === page ? 'page' : undefined}
          onClick={() => onPage(n)}
          sx={{ minWidth: 36 }}
        >
          {n}
        </Button>
      ))}
      <IconButton size="small" aria-label={T.nextPage} disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
