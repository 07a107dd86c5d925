import type { WidgetRouting } from 'shared-kernel/contracts';
import { ROUTING_DEFAULTS } from 'shared-kernel/queue';

/** A widget's stored routing over the defaults (a widget saved before routing existed has none). */
export function routingOf(stored: unknown): WidgetRouting {
  if (!stored || typeof stored !== 'object') return { ...ROUTING_DEFAULTS };
  const value = stored as Partial<WidgetRouting>;
  const pick = <K extends keyof WidgetRouting>(key: K): WidgetRouting[K] => (value[key] === undefined ? ROUTING_DEFAULTS[key] : (value[key] as WidgetRouting[K]));
  return {
    mode: pick('mode') === 'auto' ? 'auto' : 'offer-all',
    acceptWindowSeconds: pick('acceptWindowSeconds'),
    maxQueueLength: pick('maxQueueLength'),
    maxQueueWaitSeconds: pick('maxQueueWaitSeconds'),
    escalatePendingAfterSeconds: pick('escalatePendingAfterSeconds'),
    escalateReplyAfterSeconds: pick('escalateReplyAfterSeconds'),
  };
}

/** Whether a widget's routing asks more than the spec's rule (then the routing pass decides its chats). */
export function routesActively(routing: WidgetRouting): boolean {
  return routing.mode === 'auto' || routing.maxQueueLength !== null || routing.maxQueueWaitSeconds !== null;
}
