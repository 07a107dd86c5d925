// The module the shell loads ('./App'): this area's pages, matched on the full location. Each page is its
// own chunk, so opening Canned Messages never downloads the widget editor.
import { lazy, Suspense, type ReactNode } from 'react';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { SkeletonList } from 'shared-kernel/ui';
import { LIMITS } from 'shared-kernel/contracts';
import type { AreaPath } from './area';
import { AreaLanguage } from '../i18n/catalogue';

const DomainsPage = lazy(() => import('../features/widgets/pages/domains-page'));
const AddDomainPage = lazy(() => import('../features/widgets/pages/add-domain-page'));
const EditWidgetPage = lazy(() => import('../features/widgets/pages/edit-widget-page'));
const CannedMessagesPage = lazy(() => import('../features/canned-messages/pages/canned-messages-page'));
const AutoMessagesPage = lazy(() => import('../features/auto-messages/pages/auto-messages-page'));
const AutoMessageFormPage = lazy(() => import('../features/auto-messages/pages/auto-message-form-page'));
const IntegrationsArea = lazy(() => import('../features/integrations/integrations-area'));

const page = (element: ReactNode) => <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>{element}</Suspense>;

const PAGES: Record<AreaPath, ReactNode> = {
  '/my-widgets': page(<DomainsPage />),
  '/create-widget': page(<AddDomainPage />),
  '/edit-widget': page(<EditWidgetPage />),
  '/widget-settings': page(<EditWidgetPage />),
  '/canned-messages': page(<CannedMessagesPage />),
  '/auto-messages': page(<AutoMessagesPage />),
  '/create-auto-message': page(<AutoMessageFormPage mode="create" />),
  '/edit-auto-message': page(<AutoMessageFormPage mode="edit" />),
  '/integrations/*': page(<IntegrationsArea />),
};

const pages: AreaPage[] = (Object.keys(PAGES) as AreaPath[]).map((path) => ({ path, element: PAGES[path] }));

export default function SettingsArea() {
  return (
    <AreaLanguage>
      <AreaRoutes pages={pages} />
    </AreaLanguage>
  );
}
