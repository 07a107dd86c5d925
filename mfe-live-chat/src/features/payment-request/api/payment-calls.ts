import { useMemo } from 'react';
import type { ApiPayload } from 'shared-kernel/contracts';
import type { ApiClient } from 'shared-kernel/http';
import { useApi } from 'shared-kernel/platform';

/** POST /visitor/get-stripe-public-key: the guest's widget's publishable key (400 with a message without one). */
export const getStripePublicKey = (api: ApiClient, payload: ApiPayload<'getStripePublicKey'>) => api.call('getStripePublicKey', payload);

export function usePaymentCalls() {
  const api = useApi();
  return useMemo(() => ({ publicKey: (payload: ApiPayload<'getStripePublicKey'>) => getStripePublicKey(api, payload) }), [api]);
}
