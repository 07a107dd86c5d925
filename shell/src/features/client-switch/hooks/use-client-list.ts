// The super admin's client list; a failure is only logged (spec 000 §8) and leaves the list empty.
import { useEffect, useState } from 'react';
import type { ClientListEntry } from 'shared-kernel/contracts';
import { useApi } from 'shared-kernel/platform';
import { getAllClients } from '../api/get-all-clients';

export function useClientList(enabled: boolean): ClientListEntry[] {
  const api = useApi();
  const [clients, setClients] = useState<ClientListEntry[]>([]);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    getAllClients(api)
      .then((list) => {
        if (!cancelled) setClients(Array.isArray(list) ? list : []);
      })
      .catch((error: unknown) => console.error('[client-switch] get-all-clients failed', error));
    return () => {
      cancelled = true;
    };
  }, [api, enabled]);
  return clients;
}
