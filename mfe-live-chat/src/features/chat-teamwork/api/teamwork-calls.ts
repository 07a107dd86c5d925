import { useMemo } from 'react';
import type { StaffMember, TransferPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** GET /chat/transfer-targets?chatId=: agents and departments the chat may go to. */
export const fetchTransferTargets = (api: ApiClient, chatId: string) => api.call('transferTargets', undefined, { query: { chatId } });

/** POST /chat/transfer: to one agent or one department, with an optional note. */
export const transferChat = (api: ApiClient, payload: TransferPayload) => api.call('transferChat', payload);

/** POST /chat/take-over, from the holder the console shows (409 if another holds it by now). */
export const takeOverChat = (api: ApiClient, chatId: string, holderId?: string | null) =>
  api.call('takeOverChat', { chatId, ...(holderId ? { holderId } : {}) });

// The account's staff changes rarely: asked once per console (per HTTP client), again only after a failure.
const staffCache = new WeakMap<ApiClient, Promise<StaffMember[]>>();

/** GET /chat/mention-staff, cached. */
export function fetchMentionStaff(api: ApiClient): Promise<StaffMember[]> {
  let found = staffCache.get(api);
  if (!found) {
    found = api.call('mentionStaff').catch((err: unknown) => {
      staffCache.delete(api);
      throw err;
    });
    staffCache.set(api, found);
  }
  return found;
}

export function useTeamworkCalls() {
  const api = useApi();
  return useMemo(
    () => ({
      targets: (chatId: string) => fetchTransferTargets(api, chatId),
      transfer: (payload: TransferPayload) => transferChat(api, payload),
      takeOver: (chatId: string, holderId?: string | null) => takeOverChat(api, chatId, holderId),
      staff: () => fetchMentionStaff(api),
    }),
    [api],
  );
}
