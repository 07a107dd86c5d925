import type { FastifyError, FastifyInstance } from 'fastify';
import { isDatabaseOutage, OUTAGE_RETRY_AFTER_MS } from '../db/database-outage';
import { requestLocale } from './accept-language';
import { errorText } from './error-texts';
import { HttpError } from './http-error';
import { messageOf, text, withMessage } from './valued-text';

// Every failure leaves as `{ statusCode, message }` JSON; stacks stay in the server log. Its message is in
// the caller's language (Accept-Language) when it is a text of the error catalogue, fixed or with values
// (error-texts.ts, valued-text.ts).

interface YupLikeError {
  name: string;
  errors: unknown[];
  message: string;
}

function isValidationError(error: unknown): error is YupLikeError {
  const e = error as Partial<YupLikeError> | null;
  return !!e && e.name === 'ValidationError' && Array.isArray(e.errors);
}

export const SERVICE_UNAVAILABLE = 'The service is briefly unavailable. Please try again in a moment.';

const STATUS_TEXT: Record<number, string> = {
  413: 'Request body is too large',
  415: 'Unsupported content type',
};

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (isValidationError(error)) {
      const first = error.errors.find((m) => typeof m === 'string');
      return reply.status(400).send({ statusCode: 400, message: typeof first === 'string' ? first : error.message });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Our own errors carry a message meant for the caller; the framework's get a plain one.
      if (error instanceof HttpError) return reply.headers(error.headers).status(status).send(withMessage({ statusCode: status }, error.text));
      return reply.status(status).send({ statusCode: status, message: STATUS_TEXT[status] ?? error.message });
    }
    // The database out of reach (a restart, a failover): a retryable answer, not a failure of the call.
    if (isDatabaseOutage(error)) {
      return reply.status(503).header('retry-after', String(OUTAGE_RETRY_AFTER_MS / 1000)).send({ statusCode: 503, message: SERVICE_UNAVAILABLE });
    }
    // Named by its route pattern: the log tells which call failed without echoing what the caller sent.
    request.log.error({ err: error, route: `${request.method} ${request.routeOptions.url ?? '(no route)'}` }, 'request failed');
    return reply.status(500).send({ statusCode: 500, message: 'Internal server error' });
  });

  // One place for every error body, whoever sent it (a route, this handler, the not-found handler, a hook).
  app.addHook('preSerialization', async (request, reply, payload: unknown) => {
    if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const { statusCode } = payload as { statusCode?: unknown };
    const failed = reply.statusCode >= 400 || (typeof statusCode === 'number' && statusCode >= 400);
    const message = messageOf(payload);
    if (!failed || message === undefined || !request.headers['accept-language']) return payload;
    const translated = errorText(message, requestLocale(request.headers['accept-language']));
    return translated === (payload as { message: string }).message ? payload : { ...payload, message: translated };
  });

  app.setNotFoundHandler((request, reply) => {
    const found = text('Not found: {method} {path}', { method: request.method, path: request.url.split('?')[0] });
    return reply.status(404).send(withMessage({ statusCode: 404 }, found));
  });
}
