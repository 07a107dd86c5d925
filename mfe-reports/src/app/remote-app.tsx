// The module the shell loads ('./App'): this area's pages, matched on the full location. Each page is its
// own chunk, so opening Ratings never downloads the Overview's charts.
import { lazy, Suspense, type ReactNode } from 'react';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { SkeletonList } from 'shared-kernel/ui';
import { LIMITS } from 'shared-kernel/contracts';
import type { AreaPath } from './area';
import { AreaLanguage } from '../i18n/catalogue';

const OverviewPage = lazy(() => import('../features/overview/pages/overview-page'));
const AgentsReportPage = lazy(() => import('../features/agents-report/pages/agents-report-page'));
const RatingsPage = lazy(() => import('../features/ratings/pages/ratings-page'));

const page = (element: ReactNode) => <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>{element}</Suspense>;

const PAGES: Record<AreaPath, ReactNode> = {
  '/reports': page(<OverviewPage />),
  '/reports/agents': page(<AgentsReportPage />),
  '/reports/ratings': page(<RatingsPage />),
};

const pages: AreaPage[] = (Object.keys(PAGES) as AreaPath[]).map((path) => ({ path, element: PAGES[path] }));

export default function ReportsArea() {
  return (
    <AreaLanguage>
      <AreaRoutes pages={pages} />
    </AreaLanguage>
  );
}
