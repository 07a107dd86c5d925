// The Agents report's columns and how each sorts (a missing figure always last).
import type { ReportsAgentRow } from 'shared-kernel/contracts';

export type AgentColumn = 'agent' | 'chats' | 'answered' | 'firstResponse' | 'duration' | 'satisfaction' | 'online';
export type SortDirection = 'asc' | 'desc';

export interface AgentSort {
  column: AgentColumn;
  direction: SortDirection;
}

export const AGENT_COLUMNS: readonly AgentColumn[] = ['agent', 'chats', 'answered', 'firstResponse', 'duration', 'satisfaction', 'online'];
export const DEFAULT_SORT: AgentSort = { column: 'agent', direction: 'asc' };

const VALUE: Record<AgentColumn, (row: ReportsAgentRow) => string | number | null> = {
  agent: (row) => row.fullName.toLocaleLowerCase(),
  chats: (row) => row.chats,
  answered: (row) => row.answered,
  firstResponse: (row) => row.firstResponse.median,
  duration: (row) => row.duration.median,
  satisfaction: (row) => row.satisfaction.score,
  online: (row) => row.onlineSeconds,
};

/** A new sort after a header press: the same column flips; another starts ascending (names) or descending (figures). */
export function nextSort(current: AgentSort, column: AgentColumn): AgentSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: column === 'agent' ? 'asc' : 'desc' };
}

export function sortRows(rows: readonly ReportsAgentRow[], { column, direction }: AgentSort): ReportsAgentRow[] {
  const value = VALUE[column];
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = value(a);
    const y = value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : x - (y as number);
    return order !== 0 ? sign * order : a.fullName.localeCompare(b.fullName);
  });
}
