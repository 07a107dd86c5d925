import { useCallback } from 'react';
import type { ApiPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

export type RequestChatPayload = ApiPayload<'requestChat'>;

/** POST /chat/request-chat: the agent starts a chat with a browsing guest. */
export function requestChat(api: ApiClient, payload: RequestChatPayload) {
  return api.call('requestChat', payload);
}

export function useRequestChat() {
  const api = useApi();
  return useCallback((payload: RequestChatPayload) => requestChat(api, payload), [api]);
}
