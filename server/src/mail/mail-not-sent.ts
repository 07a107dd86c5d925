import type { FastifyReply, FastifyRequest } from 'fastify';

export const MAIL_NOT_SENT_MESSAGE = 'The e-mail could not be sent. Please try again in a few minutes.';
/** Seconds a caller should wait before trying again (an SMTP server down is rarely back in seconds). */
export const MAIL_RETRY_AFTER_SECONDS = 60;

/** A mail the mail server (or the outbox folder) did not take; the cause stays for the log. */
export class MailNotSent extends Error {
  constructor(readonly reason: unknown) {
    super(`mail not sent: ${reason instanceof Error ? reason.message : String(reason)}`);
    this.name = 'MailNotSent';
  }
}

/**
 * A route's answer when its mail was not sent: 503 with Retry-After, a message saying what happened,
 * and the cause in the log. Any other error is thrown on to the common handler.
 */
export function answerMailNotSent(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (!(error instanceof MailNotSent)) throw error;
  request.log.warn({ err: error.reason, route: `${request.method} ${request.routeOptions.url ?? ''}` }, 'mail not sent');
  return reply
    .status(503)
    .header('retry-after', String(MAIL_RETRY_AFTER_SECONDS))
    .send({ statusCode: 503, message: MAIL_NOT_SENT_MESSAGE });
}
