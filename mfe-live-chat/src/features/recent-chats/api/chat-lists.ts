import { useMemo } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** GET /chat/conversations: this agent's active chats. */
export const fetchConversations = (api: ApiClient) => api.call('conversations');
/** GET /chat/unaccepted-chats: incoming chats waiting for an agent. */
export const fetchUnacceptedChats = (api: ApiClient) => api.call('unacceptedChats');
/** GET /chat/get-in-chat: visitor ids of guests already in a chat. */
export const fetchGetInChat = (api: ApiClient) => api.call('getInChat');

/** POST /chat/dashboard-conversation: one chat's whole conversation (a chat transferred to this user). */
export const fetchConversation = (api: ApiClient, visitorId: string) => api.call('dashboardConversation', { visitorId });

export function useChatListCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      conversations: () => fetchConversations(api),
      unaccepted: () => fetchUnacceptedChats(api),
      inChat: () => fetchGetInChat(api),
      conversation: (visitorId: string) => fetchConversation(api, visitorId),
    }),
    [api],
  );
}
