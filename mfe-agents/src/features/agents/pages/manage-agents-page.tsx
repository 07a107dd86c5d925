// Manage Agents (/manage-agents, spec 001 §2): the Agents tab, and the Departments tab for admins (owners
// and co-admins). Managers manage the account's agents; agents have no Agents entry and are told so here.
import { Box, Typography } from 'shared-kernel/mui';
import { Tab, Tabs } from 'shared-kernel/mui-console';
import { lazy, Suspense, useId, useState } from 'react';
import { LIMITS } from 'shared-kernel/contracts';
import { useSession } from 'shared-kernel/platform';
import { EmptyState, SkeletonList } from 'shared-kernel/ui';
import { AgentsTab } from '../components/agents-tab';
import { seesDepartmentsTab, viewerOf } from '../lib/agent-rules';
import { AGENTS_TEXTS as T } from '../texts';

const DepartmentsTab = lazy(() => import('../../departments/components/departments-tab').then((m) => ({ default: m.DepartmentsTab })));

type TabName = 'agents' | 'departments';

export default function ManageAgentsPage() {
  const { user } = useSession();
  const viewer = viewerOf(user);
  const id = useId();
  const [picked, setPicked] = useState<TabName>('agents');
  const withDepartments = seesDepartmentsTab(viewer);
  const tab: TabName = withDepartments ? picked : 'agents';
  const tabId = (name: TabName) => `${id}-tab-${name}`;
  const panelId = (name: TabName) => `${id}-panel-${name}`;

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1440 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {T.title}
      </Typography>
      {viewer.kind === 'agent' ? (
        <EmptyState text={T.noAccess} />
      ) : (
        <>
          <Tabs value={tab} onChange={(_event, value: TabName) => setPicked(value)} aria-label={T.sections} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
            <Tab value="agents" label={T.agentsTab} id={tabId('agents')} aria-controls={panelId('agents')} />
            {withDepartments && <Tab value="departments" label={T.departmentsTab} id={tabId('departments')} aria-controls={panelId('departments')} />}
          </Tabs>
          <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
            {tab === 'agents' ? (
              <AgentsTab viewer={viewer} />
            ) : (
              <Suspense fallback={<SkeletonList rows={LIMITS.SKELETONS.list} />}>
                <DepartmentsTab />
              </Suspense>
            )}
          </div>
        </>
      )}
    </Box>
  );
}
