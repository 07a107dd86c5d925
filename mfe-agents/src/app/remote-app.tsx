// The module the shell loads ('./App'): this area's pages, matched on the full location. Each page is its
// own chunk, so opening Add Agent never downloads the agents list.
import { lazy, Suspense, type ReactNode } from 'react';
import { AreaRoutes, type AreaPage } from 'shared-kernel/platform';
import { SkeletonList } from 'shared-kernel/ui';
import { LIMITS } from 'shared-kernel/contracts';
import type { AreaPath } from './area';
import { AreaLanguage } from '../i18n/catalogue';

const ManageAgentsPage = lazy(() => import('../features/agents/pages/manage-agents-page'));
const CreateAgentPage = lazy(() => import('../features/agent-form/pages/create-agent-page'));

const page = (element: ReactNode) => <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>{element}</Suspense>;

const PAGES: Record<AreaPath, ReactNode> = {
  '/manage-agents': page(<ManageAgentsPage />),
  '/create-agent': page(<CreateAgentPage />),
};

const pages: AreaPage[] = (Object.keys(PAGES) as AreaPath[]).map((path) => ({ path, element: PAGES[path] }));

export default function AgentsArea() {
  return (
    <AreaLanguage>
      <AreaRoutes pages={pages} />
    </AreaLanguage>
  );
}
