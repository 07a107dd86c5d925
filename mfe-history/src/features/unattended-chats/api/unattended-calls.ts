// Unattended chat calls (spec 001 §7): the paged list (rows carry their conversation) and one chat.
import type { ChatHistoryItem, HistoryPage, HistoryQuery } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { asChat } from '../../../components/chat-review/chat-facts';

/** GET /chat/unattended-chats?take=15&page={n}&order=DESC plus the filters that are set. */
export async function fetchUnattendedPage(api: ApiClient, query: HistoryQuery, signal: AbortSignal): Promise<HistoryPage> {
  const answer = await api.call('unattendedChats', undefined, { query, signal });
  return { data: Array.isArray(answer?.data) ? answer.data : [], meta: answer?.meta ?? { hasNextPage: false, itemCount: 0 }, message: answer?.message };
}

/** GET /chat/single-unattended-chat-history/{chatId}. */
export async function fetchUnattendedChat(api: ApiClient, chatId: string, signal?: AbortSignal): Promise<ChatHistoryItem | null> {
  return asChat(await api.call('singleUnattendedChat', undefined, { params: { chatId }, signal }));
}
