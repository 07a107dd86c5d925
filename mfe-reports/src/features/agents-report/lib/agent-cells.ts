// What each column of the Agents report writes for a row.
import { ROUTES, type ReportsAgentRow } from 'shared-kernel/contracts';
import { durationOrDash, formatCount, formatDuration, percentOrDash } from '../../../lib/format';
import { AGENTS_REPORT_TEXTS as T } from '../texts';
import type { AgentColumn } from './agent-sort';

export function cellText(row: ReportsAgentRow, column: Exclude<AgentColumn, 'agent'>): string {
  switch (column) {
    case 'chats':
      return formatCount(row.chats);
    case 'answered':
      return formatCount(row.answered);
    case 'firstResponse':
      return durationOrDash(row.firstResponse.median);
    case 'duration':
      return durationOrDash(row.duration.median);
    case 'satisfaction':
      return row.satisfaction.rated ? `${percentOrDash(row.satisfaction.score)} (${T.rated(formatCount(row.satisfaction.rated))})` : percentOrDash(null);
    case 'online':
      return formatDuration(row.onlineSeconds);
  }
}

/**
 * Conversation History with the agent's chats. The history screen takes no filters from its address yet, so
 * the agent (and the range) travel as query parameters it can adopt; today it opens unfiltered.
 */
export function historyLink(row: ReportsAgentRow, range: { from: string; to: string } | null): string {
  const params = new URLSearchParams({ agentId: row.agentId });
  if (range) {
    params.set('from', range.from);
    params.set('to', range.to);
  }
  return `${ROUTES.conversationHistory}?${params.toString()}`;
}
