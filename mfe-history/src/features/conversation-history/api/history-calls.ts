// Conversation history calls (spec 001 §7): the paged list, one chat and one offline message. The single
// calls' empty result (no body, null or {}) reads as null: the access-link mismatch.
import type { ChatHistoryItem, HistoryPage, HistoryQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { asChat } from '../../../components/chat-review/chat-facts';

/** GET /chat/dashboard-history?take=15&page={n}&order=… plus the filters that are set. */
export async function fetchHistoryPage(api: ApiClient, query: HistoryQuery, signal: AbortSignal): Promise<HistoryPage> {
  const answer = await api.call('dashboardHistory', undefined, { query, signal });
  return { data: Array.isArray(answer?.data) ? answer.data : [], meta: answer?.meta ?? { hasNextPage: false, itemCount: 0 }, message: answer?.message };
}

/** GET /chat/single-chat-history/{id}. */
export async function fetchHistoryChat(api: ApiClient, id: string, signal?: AbortSignal): Promise<ChatHistoryItem | null> {
  return asChat(await api.call('singleChatHistory', undefined, { params: { id }, signal }));
}

/** GET /chat/single-offline-message/{id}. */
export async function fetchOfflineMessage(api: ApiClient, id: string, signal?: AbortSignal): Promise<ChatHistoryItem | null> {
  return asChat(await api.call('singleOfflineMessage', undefined, { params: { id }, signal }));
}
