import { useCallback } from 'react';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /chat/decline-offer: the chat goes to the next agent (404 when it is no longer offered to this user). */
export function declineOffer(api: ApiClient, chatId: string) {
  return api.call('declineOffer', { chatId });
}

export function useDeclineOffer() {
  const api = useApi();
  return useCallback((chatId: string) => declineOffer(api, chatId), [api]);
}
