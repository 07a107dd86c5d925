import { useMemo } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /chat/end-chat-by-agent for one chat (400 = it had already ended, which counts as done). */
export const endChatByAgent = (api: ApiClient, visitorId: string, chatId: string) => api.call('endChatByAgent', { visitorId, chatId });

export function useBookingCalls() {
  const api = useApi();
  return useMemo(() => ({ endChat: (visitorId: string, chatId: string) => endChatByAgent(api, visitorId, chatId) }), [api]);
}
