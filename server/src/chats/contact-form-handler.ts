import { and, eq } from 'drizzle-orm';
import { isAutoMessage, MESSAGE_MARKERS } from 'shared-kernel/contracts';
import { CONTACT_FORM_FIELDS, type ContactFormFields } from 'shared-kernel/rules';
import { contactSchema, validateWith } from 'shared-kernel/validation';
import { openChatOf } from './chat-store';
import type { AppContext } from '../context';
import { chatMessages, visitors } from '../db/schema';
import type { VisitorEventHandlers } from '../visitors';
import type { VisitorSocket } from '../visitors';
import { CONTACT_DETAIL_COLUMNS, updateGuestDetails } from '../visitors';
import { tellEligibleAgents } from '../visitors';

export const CONTACT_FORM_MESSAGES = {
  notOpen: 'This form is no longer open',
  empty: 'Please fill in at least one field',
} as const;

/** Whether messageId is an agent's message carrying [contact-form] in the guest's open chat. */
async function isOpenContactForm(ctx: AppContext, socket: VisitorSocket, messageId: string): Promise<boolean> {
  if (!messageId) return false;
  const chat = await openChatOf(ctx.db, socket.data.rowId);
  if (!chat) return false;
  const [message] = await ctx.db
    .select({ direction: chatMessages.direction, bodyText: chatMessages.bodyText, agentId: chatMessages.agentId })
    .from(chatMessages)
    .where(and(eq(chatMessages.id, messageId), eq(chatMessages.chatId, chat.id)))
    .limit(1);
  return (
    !!message &&
    message.direction === 'outbound' &&
    message.agentId !== null &&
    !isAutoMessage(message.bodyText) &&
    message.bodyText.includes(MESSAGE_MARKERS.contactForm)
  );
}

/**
 * visitor:contact-form: the guest's answers to the form of a [contact-form] message (contactSchema, each
 * field optional and checked when filled; fieldErrors on failure). The filled fields replace the contact's,
 * and the agents who may see the guest hear contact-updated with the contact as now stored.
 */
export const CONTACT_FORM_EVENTS: VisitorEventHandlers = {
  'visitor:contact-form': async (ctx, socket, payload, ack) => {
    const fields = Object.fromEntries(
      CONTACT_FORM_FIELDS.map((key) => [key, typeof payload[key] === 'string' ? payload[key].trim() : '']),
    ) as unknown as ContactFormFields;
    const messageId = typeof payload.messageId === 'string' ? payload.messageId : '';
    if (!(await isOpenContactForm(ctx, socket, messageId))) return ack({ ok: false, error: CONTACT_FORM_MESSAGES.notOpen });
    const checked = await validateWith(contactSchema, fields);
    if (!checked.ok) return ack({ ok: false, error: checked.message, fieldErrors: checked.errors });
    const filled = Object.fromEntries(CONTACT_FORM_FIELDS.filter((key) => fields[key]).map((key) => [key, fields[key]]));
    if (Object.keys(filled).length === 0) return ack({ ok: false, error: CONTACT_FORM_MESSAGES.empty });
    const [row] = await ctx.db
      .update(visitors)
      .set({ ...filled, updatedAt: new Date() })
      .where(eq(visitors.id, socket.data.rowId))
      .returning(CONTACT_DETAIL_COLUMNS);
    if (!row) return ack({ ok: false, error: CONTACT_FORM_MESSAGES.notOpen });
    const { accountId, visitorId, guestId } = socket.data;
    ctx.events.emit('contact.updated', { accountId, visitorId, guestId, by: 'guest', becameContact: false, contact: row });
    const live = await updateGuestDetails(ctx, socket.data.visitorId, row, { announce: false });
    ack({ ok: true });
    const audience = live ?? { accountId: socket.data.accountId, widgetDepartments: [] };
    await tellEligibleAgents(ctx, audience, 'contact-updated', { visitorId: socket.data.visitorId, guestId: socket.data.guestId, ...row });
  },
};
