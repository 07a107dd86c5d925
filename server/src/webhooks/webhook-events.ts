// Which domain events become which webhook events, and what each carries. The chat core knows nothing of
// this: the webhooks module listens to the events every other reaction hears (webhook-intake.ts).
import { CHAT_STATUS } from 'shared-kernel/contracts';
import { type WebhookEventName } from 'shared-kernel/integrations';
import type { DomainEvent, DomainEventName } from '../events';
import { chatResource, contactResource, guestResource, messageResource, noteResource, statusResource } from './webhook-body';

/** One webhook event made from a domain event, before it is addressed to an endpoint. */
export interface WebhookEvent {
  event: Exclude<WebhookEventName, 'webhook.test'>;
  accountId: string;
  occurredAt: string;
  /** Deliveries of one key reach an endpoint in order: a chat's events, or a guest's. */
  orderKey: string;
  data: Record<string, unknown>;
  /** An internal note: only for endpoints that asked for notes. */
  note?: true;
}

type Translate<N extends DomainEventName> = (event: DomainEvent<N>) => WebhookEvent[];

const chatKey = (chatId: string) => `chat:${chatId}`;
const guestKey = (visitorId: string) => `guest:${visitorId}`;

const one = (event: WebhookEvent['event'], source: { accountId: string; occurredAt: string }, orderKey: string, data: Record<string, unknown>): WebhookEvent[] => [
  { event, accountId: source.accountId, occurredAt: source.occurredAt, orderKey, data },
];

/** The domain events the webhooks hear, each translated into what endpoints are sent. */
export const WEBHOOK_TRANSLATIONS: { [N in DomainEventName]?: Translate<N> } = {
  'chat.opened': (e) => one('chat.started', e, chatKey(e.chatId), { chat: chatResource(e), startedBy: e.startedBy, agentId: e.agentId }),
  'chat.accepted': (e) => one('chat.accepted', e, chatKey(e.chatId), { chat: chatResource(e), agentId: e.agentId, agentName: e.agentName }),
  'chat.transferred': (e) =>
    one('chat.transferred', e, chatKey(e.chatId), { chat: chatResource(e), fromAgentId: e.fromAgentId, toAgentId: e.toAgentId, toDepartmentId: e.toDepartmentId }),
  'chat.ended': (e) => {
    const ended = one('chat.ended', e, chatKey(e.chatId), { chat: chatResource(e), ...statusResource(e.status), agentId: e.agentId, endedAt: e.endedAt });
    // An offline message is a chat that ends as it begins; its text went out as message.created before.
    if (e.status !== CHAT_STATUS.OFFLINE_MESSAGE) return ended;
    return [...ended, ...one('offline_message.received', e, chatKey(e.chatId), { chat: chatResource(e), receivedAt: e.endedAt })];
  },
  'message.created': (e) => one('message.created', e, chatKey(e.chatId), { chat: chatResource(e), message: messageResource(e) }),
  'note.created': (e) => [{ ...one('message.created', e, chatKey(e.chatId), { chat: chatResource(e), message: noteResource(e) })[0], note: true }],
  'chat.rated': (e) => one('chat.rated', e, chatKey(e.chatId), { chat: chatResource(e), rating: e.rating, comment: e.comment, ratedAt: e.ratedAt }),
  'contact.created': (e) => one('contact.created', e, guestKey(e.visitorId), { contact: contactResource(e, e.contact), source: e.source }),
  'contact.updated': (e) =>
    one('contact.updated', e, guestKey(e.visitorId), { contact: contactResource(e, e.contact), by: e.by, becameContact: e.becameContact }),
  'guest.blocked': (e) => one('guest.blocked', e, guestKey(e.visitorId), { guest: guestResource(e), blocked: e.blocked, byUserId: e.byUserId }),
};
