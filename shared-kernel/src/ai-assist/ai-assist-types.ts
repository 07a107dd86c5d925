// Issue 36, AI assist: what the calls and socket events carry.
import type { AiFeature, AiRequestKind, AiRewriteStyle } from './ai-assist-constants';

/** The settings as the owner reads them: the key only as a masked hint ('' when none is stored). */
export interface AiAssistSettingsView {
  enabled: boolean;
  baseUrl: string;
  model: string;
  apiKey: string;
  organization: string;
  suggestions: boolean;
  rewrite: boolean;
  summaries: boolean;
  includeNotes: boolean;
  monthlyCap: number;
  agentPerMinute: number;
  /** Requests made this calendar month (UTC), all nodes together. */
  usedThisMonth: number;
}

export type AiAssistSettingsPayload = Omit<AiAssistSettingsView, 'usedThisMonth'>;

/** What an agent's console may show: every feature false while AI assist is off. */
export type AiAssistFeatures = Record<AiFeature, boolean>;

export interface AiTestConnectionPayload {
  baseUrl: string;
  model: string;
  apiKey?: string | null;
  organization?: string;
}

/** The model's answer to a tiny request, or the endpoint's exact error. */
export interface AiTestConnectionAnswer {
  ok: boolean;
  answer?: string;
  error?: string;
}

export interface AiRequestPayload {
  requestId: string;
  chatId: string;
  kind: AiRequestKind;
  /** The agent's draft (rewrite only). */
  draft?: string;
  style?: AiRewriteStyle;
}

/** The request's acknowledgement: accepted (the stream follows as `ai-assist` events) or refused at once. */
export interface AiRequestAck {
  ok: boolean;
  /** 429 for a rate limit or the monthly cap, 403 for a feature turned off, 400 for a bad request. */
  status?: number;
  message?: string;
  retryAfterMs?: number;
}

/** One piece of a request's stream: text as it comes, then done (the whole text) or an error. */
export interface AiStreamEvent {
  requestId: string;
  /** Text to append (placeholders already put back). */
  chunk?: string;
  /** The whole text, once the endpoint is done. */
  done?: string;
  /** Why the request ended without an answer, in one line with what to do; stopped requests end with `stopped`. */
  error?: string;
  stopped?: boolean;
}
