// Integrations own one pattern of the shared contracts ('/integrations/*', the fewer bytes every login
// screen downloads); its pages are routed here.
import { lazy } from 'react';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { INTEGRATION_PAGES } from './lib/integration-pages';

const IntegrationsPage = lazy(() => import('./pages/integrations-page'));
const WebhookPage = lazy(() => import('./pages/webhook-page'));

const pages: AreaPage[] = [
  { path: INTEGRATION_PAGES.list, element: <IntegrationsPage /> },
  { path: INTEGRATION_PAGES.webhook, element: <WebhookPage /> },
];

export default function IntegrationsArea() {
  return <AreaRoutes pages={pages} />;
}
