// The module the shell loads ('./App'): this area's pages, matched on the full location. Active Chats is
// its own chunk (it lists with shared-kernel/mui-data), so the dashboard's first screen does not grow.
// The guests' ratings (issue 28) are announced on either page.
import { lazy, Suspense } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { SkeletonList } from 'shared-kernel/ui';
import { useRatingAlerts } from '../features/ratings/hooks/use-rating-alerts';
import { AreaLanguage } from '../i18n/catalogue';
import { DashboardPage } from './dashboard-page';

const ActiveChatsPage = lazy(() => import('../features/active-chats/pages/active-chats-page'));

const pages: AreaPage[] = [
  { path: '/dashboard', element: <DashboardPage /> },
  {
    path: '/active-chats',
    element: (
      <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>
        <ActiveChatsPage />
      </Suspense>
    ),
  },
];

export default function LiveChatArea() {
  useRatingAlerts();
  return (
    <AreaLanguage>
      <AreaRoutes pages={pages} />
    </AreaLanguage>
  );
}
