import { useEffect, useEffectEvent } from 'react';
import type { AgentReceiveEventName, AgentReceiveEvents } from 'shared-kernel/contracts';
import { useEventBus } from './platform-context';

/** Calls `handler` for each `name` event while the component is mounted (always the latest handler). */
export function useEvent<N extends AgentReceiveEventName>(name: N, handler: (payload: AgentReceiveEvents[N]) => void): void {
  const bus = useEventBus();
  const onEvent = useEffectEvent(handler);
  useEffect(() => {
    const subscription = bus.on(name).subscribe((payload) => onEvent(payload));
    return () => subscription.unsubscribe();
  }, [bus, name]);
}
