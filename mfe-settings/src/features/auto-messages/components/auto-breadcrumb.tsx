import { Link, Typography } from 'shared-kernel/mui';
import { Breadcrumbs } from 'shared-kernel/mui-console';
import { Link as RouterLink } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { AUTO_TEXTS as T } from '../texts';

/** 'Auto Messages > {page}'; the first crumb goes back to the list. */
export function AutoBreadcrumb({ page }: { page: string }) {
  return (
    <Breadcrumbs aria-label={T.breadcrumb} sx={{ mb: 2 }}>
      <Link component={RouterLink} to={ROUTES.autoMessages} underline="hover" color="inherit">
        {T.title}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {page}
      </Typography>
    </Breadcrumbs>
  );
}
