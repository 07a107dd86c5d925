// The Agents tab of Manage Agents (spec 001 §2): active agents as a table (desktop) or cards (below
// 1024 px), the search, Add Agent, each row's actions with their dialogs, the Deactivated Agents section
// and the live online indicator.
import { Box } from 'shared-kernel/mui';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { Agent, Department } from 'shared-kernel/contracts';
import { ListStates } from 'shared-kernel/list-screens';
import { useAgents } from '../hooks/use-agents';
import { useDepartmentOptions } from '../hooks/use-department-options';
import { useLiveStatus } from '../hooks/use-live-status';
import { addsAgents, type AgentAction, type Viewer } from '../lib/agent-rules';
import { matchesSearch, splitByStatus } from '../lib/agent-view';
import { AGENTS_TEXTS as T } from '../texts';
import { AgentCards } from './agent-cards';
import { AgentConfirmDialog, type ConfirmKind } from './agent-confirm-dialog';
import { AgentsTable } from './agents-table';
import { AgentsToolbar } from './agents-toolbar';
import { DeactivatedSection } from './deactivated-section';

// The form and metrics dialogs are their own chunks, fetched when first opened.
const AgentFormDialog = lazy(() => import('../../agent-form/components/agent-form-dialog').then((m) => ({ default: m.AgentFormDialog })));
const AgentMetricsDialog = lazy(() => import('../../metrics/components/agent-metrics-dialog').then((m) => ({ default: m.AgentMetricsDialog })));

/** The open dialog, if any. */
type Open = { kind: 'add' } | { kind: 'edit' | 'metrics' | ConfirmKind; agent: Agent } | null;

export function AgentsTab({ viewer }: { viewer: Viewer }) {
  const list = useAgents();
  useLiveStatus(list.patch);
  const departments = useDepartmentOptions(viewer.kind !== 'agent');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const { active, deactivated } = useMemo(() => splitByStatus(list.items), [list.items]);
  const shown = useMemo(() => active.filter((agent) => matchesSearch(agent, search)), [active, search]);
  const shownDeactivated = useMemo(() => deactivated.filter((agent) => matchesSearch(agent, search)), [deactivated, search]);

  const onAction = (action: AgentAction, agent: Agent) => setOpen({ kind: action, agent });
  const onDepartmentsChanged = (agent: Agent, chosen: Department[]) => list.patch(agent._id, { departments: chosen });
  const onChatLimitChanged = (agent: Agent, chatLimit: number | null) => list.patch(agent._id, { chatLimit });
  const listProps = { viewer, departments, onAction, onDepartmentsChanged, onChatLimitChanged };

  const body = (
    <ListStates
      list={list}
      texts={T}
      empty={active.length === 0}
      noMatch={shown.length === 0}
      skeletonHeight={56}
      wide={() => <AgentsTable items={shown} {...listProps} />}
      narrow={() => <AgentCards items={shown} {...listProps} />}
    />
  );

  return (
    <Box>
      <AgentsToolbar
        count={list.loading || list.failed ? null : active.length}
        search={search}
        onSearch={setSearch}
        onAdd={addsAgents(viewer) ? () => setOpen({ kind: 'add' }) : undefined}
      />
      {body}
      {!list.loading && !list.failed && deactivated.length > 0 && <DeactivatedSection items={shownDeactivated} viewer={viewer} onAction={onAction} />}

      <Suspense fallback={null}>
        {open?.kind === 'add' && <AgentFormDialog mode="add" onClose={close} onSaved={list.upsert} />}
        {open?.kind === 'edit' && <AgentFormDialog key={open.agent._id} mode="edit" agent={open.agent} onClose={close} onSaved={list.upsert} />}
        {open?.kind === 'metrics' && <AgentMetricsDialog key={open.agent._id} agent={open.agent} onClose={close} />}
      </Suspense>
      {(open?.kind === 'setOffline' || open?.kind === 'deactivate' || open?.kind === 'reactivate') && (
        <AgentConfirmDialog kind={open.kind} agent={open.agent} onClose={close} onDone={(agent, change) => list.patch(agent._id, change)} />
      )}
    </Box>
  );
}
