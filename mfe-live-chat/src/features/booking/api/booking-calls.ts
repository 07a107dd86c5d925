import { useMemo } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /chat/end-chat-by-agent (the server answers success for a chat that has already ended). */
export const endChatByAgent = (api: ApiClient, visitorId: string) => api.call('endChatByAgent', { visitorId });

export function useBookingCalls() {
  const api = useApi();
  return useMemo(() => ({ endChat: (visitorId: string) => endChatByAgent(api, visitorId) }), [api]);
}
