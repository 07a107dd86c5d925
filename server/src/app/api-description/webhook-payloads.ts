// The webhook deliveries' bodies, for the description's OpenAPI 3.1 `webhooks` section: one entry per
// event, its `data` as the webhooks module builds it (server/src/webhooks/webhook-events.ts).
import { type WebhookEventName } from 'shared-kernel/integrations';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from 'shared-kernel/integrations';

type Schema = Record<string, unknown>;

const text = { type: 'string' };
const nullableText = { type: ['string', 'null'] };
const time = { type: 'string', format: 'date-time' };
const object = (properties: Record<string, Schema>, description?: string): Schema => ({
  type: 'object',
  required: Object.keys(properties),
  properties,
  ...(description ? { description } : {}),
});

const guest = { visitorId: text, guestId: { type: 'integer' }, guestName: { type: 'string', description: 'As the console shows it: "Guest 12"' } };
const chat = object({ id: text, widgetId: text, ...guest }, 'The chat, as the API answers it');
const contact = object({ ...guest, email: text, firstName: text, lastName: text, phoneNumber: text });
const message = object(
  {
    id: text,
    seq: { type: ['integer', 'null'], description: "The message's number in its chat (null for a note)" },
    sender: { enum: ['guest', 'agent', 'system', 'note'] },
    direction: { enum: ['inbound', 'outbound', 'internal'] },
    agentId: nullableText,
    agentName: nullableText,
    bodyText: { type: 'string', description: 'As stored, markers included' },
    kind: { enum: ['text', 'attachment', 'auto-message', 'system'] },
    text: { type: 'string', description: 'The text without markers (empty for an attachment)' },
    fileName: { ...nullableText, description: "An attachment's file name" },
    chatTime: time,
  },
  'A message; an internal note (sender "note") only to endpoints with includeNotes',
);

const DATA: Record<WebhookEventName, Schema> = {
  'chat.started': object({ chat, startedBy: { enum: ['guest', 'agent'] }, agentId: nullableText }),
  'chat.accepted': object({ chat, agentId: text, agentName: text }),
  'chat.transferred': object({ chat, fromAgentId: nullableText, toAgentId: nullableText, toDepartmentId: nullableText }),
  'chat.ended': object({ chat, status: { enum: [1, 2, 3, 4, 5] }, statusLabel: text, agentId: nullableText, endedAt: time }),
  'message.created': object({ chat, message }),
  'offline_message.received': object({ chat, receivedAt: time, message: text, name: text, email: text }),
  'contact.created': object({ contact, source: { enum: ['chat', 'offline-message', 'staff'] } }),
  'contact.updated': object({ contact, by: { enum: ['staff', 'guest'] }, becameContact: { type: 'boolean' } }),
  'chat.rated': object({ chat, rating: { enum: ['good', 'bad'] }, comment: nullableText, ratedAt: time }),
  'guest.blocked': object({ guest: object(guest), blocked: { type: 'boolean' }, byUserId: text }),
  'webhook.test': object({ endpointId: text, sentBy: text, note: text }),
};

const SIGNATURE_HEADERS = [
  { name: 'webhook-id', description: "The delivery's id (the body's id), the same on every retry: drop repeats by it" },
  { name: 'webhook-timestamp', description: 'When this attempt was sent, in seconds; refuse one more than 5 minutes away' },
  { name: 'webhook-signature', description: '`v1,` and the base64 HMAC-SHA256 of `{id}.{timestamp}.{raw body}` under the endpoint secret; two, space-separated, during a rotation' },
].map((header) => ({ ...header, in: 'header', required: true, schema: { type: 'string' } }));

/** The `webhooks` section: what each event's POST carries and how its receiver should answer. */
export function webhookDescriptions(): Record<string, Schema> {
  const events: WebhookEventName[] = [...WEBHOOK_EVENTS, 'webhook.test'];
  return Object.fromEntries(
    events.map((event) => [
      event,
      {
        post: {
          summary: event === 'webhook.test' ? 'A test event (Send a test event)' : WEBHOOK_EVENT_LABELS[event],
          description: 'Signed as docs/webhooks.md says. Answer 2xx within 10 s; a network error, a timeout, 5xx, 408 and 429 are retried for 24 hours, any other answer is not.',
          parameters: SIGNATURE_HEADERS,
          requestBody: {
            required: true,
            content: { 'application/json': { schema: object({ id: text, event: { const: event }, occurredAt: time, accountId: text, data: DATA[event] }) } },
          },
          responses: { '2XX': { description: 'Taken: not sent again' } },
        },
      },
    ]),
  );
}
