// The editor's Routing section (issue 27) as form text and back: numbers are typed as text, the longest
// wait in minutes; the body carries whole seconds, and null for "no limit".
import { ROUTING_BOUNDS, ROUTING_DEFAULTS } from 'shared-kernel/queue';
import type { RoutingMode, WidgetRouting } from 'shared-kernel/contracts';
import { WIDGET_TEXTS as T } from '../texts';

export interface RoutingDraft {
  mode: RoutingMode;
  acceptWindowSeconds: string;
  /** '' = no limit. */
  maxQueueLength: string;
  /** Minutes; '' = no limit. */
  maxQueueWaitMinutes: string;
  escalatePendingAfterSeconds: string;
  escalateReplyAfterSeconds: string;
}

const numberOr = (value: unknown, fallback: number | null): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : fallback);
const asText = (value: number | null) => (value === null ? '' : String(value));

/** A widget's stored routing as form text; a widget saved before issue 27 has none: the defaults. */
export function routingDraft(stored: Partial<WidgetRouting> | null | undefined): RoutingDraft {
  const routing = stored ?? {};
  const wait = numberOr(routing.maxQueueWaitSeconds, ROUTING_DEFAULTS.maxQueueWaitSeconds);
  return {
    mode: routing.mode === 'auto' ? 'auto' : 'offer-all',
    acceptWindowSeconds: asText(numberOr(routing.acceptWindowSeconds, ROUTING_DEFAULTS.acceptWindowSeconds)),
    maxQueueLength: asText(numberOr(routing.maxQueueLength, ROUTING_DEFAULTS.maxQueueLength)),
    maxQueueWaitMinutes: wait === null ? '' : String(wait / 60),
    escalatePendingAfterSeconds: asText(numberOr(routing.escalatePendingAfterSeconds, ROUTING_DEFAULTS.escalatePendingAfterSeconds)),
    escalateReplyAfterSeconds: asText(numberOr(routing.escalateReplyAfterSeconds, ROUTING_DEFAULTS.escalateReplyAfterSeconds)),
  };
}

// An empty required field becomes NaN so the shared schema answers with the field's own message.
const required = (text: string) => (text.trim() === '' ? NaN : Number(text));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

function inBounds(field: keyof typeof ROUTING_BOUNDS, value: number): boolean {
  const { min, max } = ROUTING_BOUNDS[field];
  return Number.isInteger(value) && value >= min && value <= max;
}

/** The body's routing block. */
export function routingPayload(draft: RoutingDraft): WidgetRouting {
  const accept = required(draft.acceptWindowSeconds);
  const minutes = optional(draft.maxQueueWaitMinutes);
  return {
    mode: draft.mode,
    // The accept window is hidden when chats are offered to all: a bad value there must not block the save.
    acceptWindowSeconds: draft.mode === 'auto' || inBounds('acceptWindowSeconds', accept) ? accept : ROUTING_DEFAULTS.acceptWindowSeconds,
    maxQueueLength: optional(draft.maxQueueLength),
    maxQueueWaitSeconds: minutes === null ? null : Math.round(minutes * 60),
    escalatePendingAfterSeconds: required(draft.escalatePendingAfterSeconds),
    escalateReplyAfterSeconds: required(draft.escalateReplyAfterSeconds),
  };
}

/** The form's key of a routing field. */
export const routingKey = (field: keyof RoutingDraft) => `routing.${field}`;

/**
 * The shared schema's errors with the routing ones under the form's keys; the longest wait is checked in
 * seconds but typed in minutes, so its message is said in minutes.
 */
export function withRoutingErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    if (path === 'routing.maxQueueWaitSeconds') out[routingKey('maxQueueWaitMinutes')] = T.longestWaitInvalid;
    else out[path] = message;
  }
  return out;
}

export const hasRoutingError = (errors: Record<string, string>) => Object.keys(errors).some((key) => key.startsWith('routing.'));
