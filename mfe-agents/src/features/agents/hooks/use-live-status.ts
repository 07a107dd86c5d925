// The online/offline indicator, live (spec 001 §2): `agent_status` (agentId, 'online' | 'offline') and
// `user-online-status-is` (userId, isOnline) move the row's indicator without a reload.
import type { Agent } from 'shared-kernel/contracts';
import { useEvent } from 'shared-kernel/platform';

export function useLiveStatus(patch: (id: string, change: Partial<Agent>) => void): void {
  useEvent('agent_status', (event) => {
    if (event?.agentId && (event.status === 'online' || event.status === 'offline')) patch(event.agentId, { isOnline: event.status === 'online' });
  });
  useEvent('user-online-status-is', (event) => {
    if (event?.userId && typeof event.isOnline === 'boolean') patch(event.userId, { isOnline: event.isOnline });
  });
}
