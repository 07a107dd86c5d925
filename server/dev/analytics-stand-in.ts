import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from './stand-in-http';

/** An api_secret the validation endpoint refuses (to make an upload fail on purpose). */
export const INVALID_API_SECRET = 'invalid';

export interface AnalyticsCall {
  /** 'debug' = the validation endpoint (/debug/mp/collect), 'collect' = the real one (/mp/collect). */
  endpoint: 'collect' | 'debug';
  measurementId: string | null;
  apiSecret: string | null;
  /** The JSON body as sent (null when it was not JSON). */
  body: { client_id?: unknown; events?: Array<{ name?: unknown; params?: unknown }> } | null;
}

interface ValidationMessage {
  fieldPath: string;
  description: string;
  validationCode: string;
}

// GA4's rule for event names: a letter first, then letters, digits and underscores, 40 at most.
const EVENT_NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

function validate(call: AnalyticsCall): ValidationMessage[] {
  const messages: ValidationMessage[] = [];
  if (!call.measurementId) messages.push({ fieldPath: 'measurement_id', description: 'Measurement ID is required.', validationCode: 'VALUE_REQUIRED' });
  if (call.apiSecret === INVALID_API_SECRET || !call.apiSecret) {
    messages.push({ fieldPath: 'api_secret', description: 'The API secret is not valid for this measurement ID.', validationCode: 'VALUE_INVALID' });
  }
  if (!call.body) return [...messages, { fieldPath: '', description: 'Unable to parse the request body as JSON.', validationCode: 'VALUE_INVALID' }];
  if (typeof call.body.client_id !== 'string' || !call.body.client_id) {
    messages.push({ fieldPath: 'client_id', description: 'client_id is required.', validationCode: 'VALUE_REQUIRED' });
  }
  const events = Array.isArray(call.body.events) ? call.body.events : [];
  if (events.length === 0) messages.push({ fieldPath: 'events', description: 'At least one event is required.', validationCode: 'VALUE_REQUIRED' });
  events.forEach((event, index) => {
    if (typeof event?.name !== 'string' || !EVENT_NAME.test(event.name)) {
      messages.push({
        fieldPath: 'events',
        description: `Event at index: [${index}] has invalid name [${String(event?.name)}]. Names must start with an alphabetic character.`,
        validationCode: 'NAME_INVALID',
      });
    }
  });
  return messages;
}

/**
 * Google Analytics' Measurement Protocol: /mp/collect (always 204, as Google's) and its validation
 * endpoint /debug/mp/collect. failNext(n) drops the next n connections, like a network failure.
 */
export class AnalyticsStandIn {
  readonly calls: AnalyticsCall[] = [];
  private failures = 0;

  failNext(count: number): void {
    this.failures = count;
  }

  /** The events Google would have recorded (those sent to /mp/collect). */
  collected(): AnalyticsCall[] {
    return this.calls.filter((call) => call.endpoint === 'collect');
  }

  async handle(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
    const endpoint = url.pathname === '/mp/collect' ? 'collect' : url.pathname === '/debug/mp/collect' ? 'debug' : null;
    if (!endpoint || request.method !== 'POST') return false;
    if (this.failures > 0) {
      this.failures -= 1;
      request.socket.destroy();
      return true;
    }
    const text = await readBody(request);
    let body: AnalyticsCall['body'] = null;
    try {
      const parsed: unknown = JSON.parse(text);
      if (parsed && typeof parsed === 'object') body = parsed as AnalyticsCall['body'];
    } catch {
      body = null;
    }
    const call: AnalyticsCall = { endpoint, measurementId: url.searchParams.get('measurement_id'), apiSecret: url.searchParams.get('api_secret'), body };
    this.calls.push(call);
    if (endpoint === 'debug') {
      sendJson(response, 200, { validationMessages: validate(call) });
    } else {
      response.writeHead(204);
      response.end();
    }
    return true;
  }
}
