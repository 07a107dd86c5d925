import { Link, Typography } from 'shared-kernel/mui';
import { Breadcrumbs } from 'shared-kernel/mui-console';
import { Link as RouterLink } from 'shared-kernel/routing';
import { ROUTES } from 'shared-kernel/contracts';
import { TEXTS } from '../app/texts';

/** 'Home > {page}' above a shell-owned console page; Home goes to the dashboard. */
export function PageBreadcrumb({ page }: { page: string }) {
  return (
    <Breadcrumbs aria-label={TEXTS.breadcrumb.label} sx={{ mb: 2 }}>
      <Link component={RouterLink} to={ROUTES.dashboard} underline="hover" color="inherit">
        {TEXTS.breadcrumb.home}
      </Link>
      <Typography color="text.primary" aria-current="page">
        {page}
      </Typography>
    </Breadcrumbs>
  );
}
