// The account's staff for the Manage Agents screen: loaded once, then patched in place (a new or edited
// agent, a status change, departments, the live online indicator) without loading again.
import { useCallback, useState } from 'react';
import type { Agent } from 'shared-kernel/contracts';
import { useLoaded } from 'shared-kernel/platform';
import { fetchStaff } from '../../../api/staff-calls';
import { AGENTS_TEXTS as T } from '../texts';

export interface AgentList {
  items: Agent[];
  loading: boolean;
  failed: boolean;
  reload: () => void;
  /** Replaces the agent with the same id, or adds it at the end. */
  upsert: (agent: Agent) => void;
  /** Changes some fields of one agent. */
  patch: (id: string, change: Partial<Agent>) => void;
}

export function useAgents(): AgentList {
  const [empty] = useState<Agent[]>([]);
  const { value: items, setValue, loading, failed, reload } = useLoaded(fetchStaff, empty, T.failed);
  const upsert = useCallback(
    (agent: Agent) =>
      setValue((list) => (list.some((old) => old._id === agent._id) ? list.map((old) => (old._id === agent._id ? { ...old, ...agent } : old)) : [...list, agent])),
    [setValue],
  );
  const patch = useCallback(
    (id: string, change: Partial<Agent>) => setValue((list) => list.map((old) => (old._id === id ? { ...old, ...change } : old))),
    [setValue],
  );
  return { items, loading, failed, reload, upsert, patch };
}
