// GET /chat/active-chats (issue 26): the open chats a supervisor may watch; 403 for anyone else.
import type { ActiveChatRow } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';

export async function fetchActiveChats(api: ApiClient, signal?: AbortSignal): Promise<ActiveChatRow[]> {
  const answer = await api.call('activeChats', undefined, { signal });
  return Array.isArray(answer?.chats) ? answer.chats : [];
}
