import { useMemo } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /chat/dashboard-conversation: the guest's open chat and earlier messages. */
export const dashboardConversation = (api: ApiClient, visitorId: string) => api.call('dashboardConversation', { visitorId });

/** POST /chat/end-chat-by-agent. */
export const endChatByAgent = (api: ApiClient, visitorId: string) => api.call('endChatByAgent', { visitorId });

/** GET /chat/teamwork?chatId= (issue 26): who holds the chat, its notes and hand-overs. */
export const chatTeamwork = (api: ApiClient, chatId: string) => api.call('chatTeamwork', undefined, { query: { chatId } });

export function useChatPanelCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      load: (visitorId: string) => dashboardConversation(api, visitorId),
      end: (visitorId: string) => endChatByAgent(api, visitorId),
      teamwork: (chatId: string) => chatTeamwork(api, chatId),
    }),
    [api],
  );
}
