// The module the shell loads ('./App'): this area's pages, matched on the full location.
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { DashboardPage } from './dashboard-page';

const pages: AreaPage[] = [{ path: '/dashboard', element: <DashboardPage /> }];

export default function LiveChatArea() {
  return <AreaRoutes pages={pages} />;
}
