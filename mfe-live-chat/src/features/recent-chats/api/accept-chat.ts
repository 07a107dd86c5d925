import { useCallback } from 'react';
import type { ApiPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

export type AcceptChatPayload = ApiPayload<'acceptChat'>;

/** POST /visitor/accept-chat: the first agent to accept gets the chat. */
export function acceptChat(api: ApiClient, payload: AcceptChatPayload) {
  return api.call('acceptChat', payload);
}

export function useAcceptChat() {
  const api = useApi();
  return useCallback((payload: AcceptChatPayload) => acceptChat(api, payload), [api]);
}
