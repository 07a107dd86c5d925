import { Button, Stack, Typography } from 'shared-kernel/mui';
import { RATINGS_TEXTS as T } from '../texts';

/** Previous / next page with where the user is; hidden when everything fits on one page. */
export function RatingsPager({ page, pages, count, onPage }: { page: number; pages: number; count: number; onPage(page: number): void }) {
  if (pages <= 1) return null;
  return (
    <Stack component="nav" aria-label={T.pagesLabel} direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {T.pageOf(page, pages, count)}
      </Typography>
      <Button onClick={() => onPage(page - 1)} disabled={page <= 1}>
        {T.previous}
      </Button>
      <Button onClick={() => onPage(page + 1)} disabled={page >= pages}>
        {T.next}
      </Button>
    </Stack>
  );
}
