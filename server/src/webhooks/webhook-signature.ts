import { createHmac, randomBytes } from 'node:crypto';

/**
 * Deliveries are signed as the Standard Webhooks specification says (standardwebhooks.com), so a receiver
 * can verify them with that project's libraries in any language: HMAC-SHA256 over `id.timestamp.body`
 * under the endpoint's secret, sent in `webhook-signature` beside `webhook-id` and `webhook-timestamp`.
 * Signed with Node's own crypto (the reference library's pure-JavaScript hash costs the busy server more);
 * the tests verify every signature with the reference library.
 */
export const SIGNATURE_HEADERS = { id: 'webhook-id', timestamp: 'webhook-timestamp', signature: 'webhook-signature' } as const;

/** After a rotation the old secret keeps signing beside the new one for this long. */
export const PREVIOUS_SECRET_VALID_MS = 24 * 60 * 60 * 1000;

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, the specification's form. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export interface EndpointSecrets {
  secret: string;
  previousSecret: string | null;
  previousSecretUntil: Date | null;
}

/**
 * The headers of one attempt. The delivery id stays the same across retries (receivers drop repeats by
 * it); the timestamp is the attempt's, so a retry a day later is still inside the receiver's 5-minute
 * window. During a rotation both secrets sign: a receiver holding either one verifies.
 */
export function signedHeaders(deliveryId: string, body: string, secrets: EndpointSecrets, now = new Date()): Record<string, string> {
  const valid = [secrets.secret];
  if (secrets.previousSecret && secrets.previousSecretUntil && secrets.previousSecretUntil.getTime() > now.getTime()) valid.push(secrets.previousSecret);
  const timestamp = Math.floor(now.getTime() / 1000);
  const signature = valid.map((secret) => `v1,${signatureOf(secret, deliveryId, timestamp, body)}`).join(' ');
  return {
    [SIGNATURE_HEADERS.id]: deliveryId,
    [SIGNATURE_HEADERS.timestamp]: String(timestamp),
    [SIGNATURE_HEADERS.signature]: signature,
  };
}

/** The base64 HMAC-SHA256 of `id.timestamp.body` under the secret's bytes (what follows `whsec_`). */
function signatureOf(secret: string, deliveryId: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return createHmac('sha256', key).update(`${deliveryId}.${timestamp}.${body}`).digest('base64');
}
