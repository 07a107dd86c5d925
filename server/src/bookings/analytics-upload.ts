import { createHash } from 'node:crypto';
import { analyticsHttpError, analyticsUnreachable, BOOKING_TEXTS, DEFAULT_BOOKING_EVENT, refusedByAnalytics } from './booking-texts';

export interface AnalyticsConfig {
  measurementId: string;
  apiSecret: string;
  eventName: string;
}

/** uploaded; failed for good (with the reason); or worth another try later (network, 5xx, 429). */
export type UploadOutcome = { kind: 'uploaded' } | { kind: 'failed'; reason: string } | { kind: 'retry'; reason: string };

const TIMEOUT_MS = 10_000;
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The widget's googleAnalytics settings, or null when the measurement ID or API secret is missing. */
export function analyticsConfigOf(settings: unknown): AnalyticsConfig | null {
  const config = (settings as { googleAnalytics?: { measurementId?: unknown; apiSecret?: unknown; event_name?: unknown } } | null)?.googleAnalytics;
  const measurementId = text(config?.measurementId);
  const apiSecret = text(config?.apiSecret);
  if (!measurementId || !apiSecret) return null;
  return { measurementId, apiSecret, eventName: text(config?.event_name) || DEFAULT_BOOKING_EVENT };
}

/**
 * A stable pseudonymous client_id per guest: derived from the visitor id rather than the id itself,
 * which lets a widget resume the guest's chats and so must not leave the server.
 */
export function analyticsClientId(visitorId: string): string {
  return createHash('sha256').update(`conversion:${visitorId}`).digest('hex').slice(0, 32);
}

function networkReason(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (typeof cause?.code === 'string') return cause.code;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return 'timed out';
  if (typeof cause?.message === 'string') return cause.message;
  return error instanceof Error ? error.message : String(error);
}

async function post(url: string, body: string): Promise<{ response: Response } | { outcome: UploadOutcome }> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    return { outcome: { kind: 'retry', reason: analyticsUnreachable(networkReason(error)) } };
  }
  if (response.ok) return { response };
  await response.body?.cancel();
  const reason = analyticsHttpError(response.status);
  return { outcome: response.status >= 500 || response.status === 429 ? { kind: 'retry', reason } : { kind: 'failed', reason } };
}

/** The descriptions of the validation endpoint's messages; null when its answer cannot be read. */
async function validationMessages(response: Response): Promise<string[] | null> {
  try {
    const answer = (await response.json()) as { validationMessages?: Array<{ description?: unknown; fieldPath?: unknown }> };
    if (!answer || (answer.validationMessages !== undefined && !Array.isArray(answer.validationMessages))) return null;
    return (answer.validationMessages ?? []).map((message) => text(message?.description) || `invalid ${text(message?.fieldPath) || 'request'}`);
  } catch {
    return null;
  }
}

/**
 * One conversion event through the Measurement Protocol. The collect endpoint answers 2xx whatever it
 * receives, so the same request goes to the validation endpoint first and its messages decide.
 */
export async function uploadConversionEvent(
  base: string,
  config: AnalyticsConfig,
  event: { clientId: string; params: Record<string, string | number> },
): Promise<UploadOutcome> {
  const query = new URLSearchParams({ measurement_id: config.measurementId, api_secret: config.apiSecret }).toString();
  const body = JSON.stringify({ client_id: event.clientId, events: [{ name: config.eventName, params: event.params }] });
  const checked = await post(`${base}/debug/mp/collect?${query}`, body);
  if ('outcome' in checked) return checked.outcome;
  const messages = await validationMessages(checked.response);
  if (messages === null) return { kind: 'failed', reason: BOOKING_TEXTS.unreadableValidation };
  if (messages.length > 0) return { kind: 'failed', reason: refusedByAnalytics(messages.join('; ')) };
  const sent = await post(`${base}/mp/collect?${query}`, body);
  if ('outcome' in sent) return sent.outcome;
  await sent.response.body?.cancel();
  return { kind: 'uploaded' };
}
