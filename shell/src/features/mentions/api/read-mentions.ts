// POST /chat/mentions/read (issue 26), downloaded with the opened list.
import type { ApiClient } from 'shared-kernel/http';

/** Marks these mentions read (none given: all of them); resolves with the unread count left. */
export async function readMentions(api: ApiClient, ids?: string[]): Promise<number> {
  const answer = await api.call('readMentions', ids ? { ids } : {});
  return Number(answer?.unread) || 0;
}
