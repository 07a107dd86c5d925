import { randomUUID } from 'node:crypto';
import { and, eq, inArray, or } from 'drizzle-orm';
import { CHAT_STATUS, forgedMarkerError, VISITOR_BLOCKED, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { isLocale, SOURCE_LOCALE, type Locale } from 'shared-kernel/i18n';
import { guestContactSchema, isSendableText, validateWith } from 'shared-kernel/validation';
import { ABUSE_MESSAGES } from '../abuse';
import { afterCommit } from '../events';
import type { Db } from '../db/database';
import { chatMessages, chats, users, visitors, widgets } from '../db/schema';
import { offlineMessageMail } from '../mail/templates/offline-message-mail';
import { CONTACT_DETAIL_COLUMNS, isGuestBlocked } from '../visitors';
import type { VisitorEventHandlers } from '../visitors';
import { announceHistory } from './chat-history-events';
import { chatEndedEvent } from './chat-events';
import { contactRef, messageCreatedEvent } from './chat-event-ref';
import { MAX_MESSAGE_LENGTH } from './visitor-chat-handlers';

const MAX_NAME = 100;

/**
 * Each address's mail language: that of the account's staff member with that e-mail when they fixed one,
 * else the owner's when fixed, else English ('auto' follows a browser, and a mail has none).
 */
async function noticeLocales(db: Db, accountId: string, addresses: readonly string[]): Promise<(to: string) => Locale> {
  const lowered = addresses.map((to) => to.trim().toLowerCase());
  const staff = await db
    .select({ id: users.id, email: users.email, language: users.language })
    .from(users)
    .where(or(eq(users.id, accountId), and(eq(users.clientId, accountId), inArray(users.email, lowered))));
  const fixed = (language: unknown): Locale | null => (isLocale(language) ? language : null);
  const owner = fixed(staff.find((user) => user.id === accountId)?.language);
  return (to) => fixed(staff.find((user) => user.email === to.trim().toLowerCase())?.language) ?? owner ?? SOURCE_LOCALE;
}

/** visitor:offline-message: stored as an ended chat with status 3 and mailed to the widget's notification addresses. */
export const OFFLINE_MESSAGE_EVENTS: VisitorEventHandlers = {
  'visitor:offline-message': async (ctx, socket, payload, ack) => {
    const name = typeof payload.name === 'string' ? payload.name.trim() : '';
    const email = typeof payload.email === 'string' ? payload.email.trim() : '';
    const message = typeof payload.message === 'string' ? payload.message : '';
    if (!name || name.length > MAX_NAME) return ack({ ok: false, error: 'Please provide your name' });
    const checked = await validateWith(guestContactSchema, { email });
    if (!email || !checked.ok) return ack({ ok: false, error: checked.ok ? 'Please provide valid email' : checked.message });
    if (!isSendableText(message) || message.length > MAX_MESSAGE_LENGTH) return ack({ ok: false, error: 'Please write a message' });
    // Typed like any guest text: a file marker would name another chat's (or account's) file.
    const forged = forgedMarkerError(message, 'inbound');
    if (forged) return ack({ ok: false, error: forged });
    const { rowId, visitorId, guestId, accountId, widgetId } = socket.data;
    if (await isGuestBlocked(ctx.db, socket.data)) return ack({ ok: false, error: VISITOR_BLOCKED, code: VISITOR_BLOCKED_CODE });
    // Each one mails the owner: a few an hour per guest and per network.
    const { offlineMessagesPerGuest: perGuest, offlineMessagesPerIp: perIp } = ctx.limits;
    const ip = socket.data.ipAddress;
    const wait = Math.max(...(await Promise.all([perGuest.retryAfter(visitorId), perIp.retryAfter(ip)])));
    if (wait > 0) return ack({ ok: false, error: ABUSE_MESSAGES.offlineMessages(wait) });
    await Promise.all([perGuest.recordFailure(visitorId), perIp.recordFailure(ip)]);
    const live = ctx.live.get(visitorId);
    const now = new Date();
    const chatId = randomUUID();
    // chat.ended once the chat and its message are committed: the reports count it.
    const chat = await afterCommit(ctx.events, (later) => ctx.db.transaction(async (tx) => {
      const [stored] = await tx
        .insert(chats)
        .values({
          id: chatId,
          clientId: accountId,
          widgetId,
          visitorRowId: rowId,
          visitorId,
          guestId,
          state: 'ended',
          status: CHAT_STATUS.OFFLINE_MESSAGE,
          widgetDepartments: live?.widgetDepartments ?? [],
          lastSeq: 1,
          endedAt: now,
        })
        .returning();
      const [storedMessage] = await tx
        .insert(chatMessages)
        .values({ id: randomUUID(), chatId, seq: 1, direction: 'inbound', bodyText: message, clientMessageId: randomUUID() })
        .returning();
      const [row] = await tx.select().from(visitors).where(eq(visitors.id, rowId));
      // The guest's name and e-mail fill empty contact fields; the guest becomes a contact.
      const [contact] = await tx
        .update(visitors)
        .set({ email: row?.email || email, firstName: row?.firstName || name, contactSince: row?.contactSince ?? now, updatedAt: now })
        .where(eq(visitors.id, rowId))
        .returning(CONTACT_DETAIL_COLUMNS);
      later.emit('message.created', messageCreatedEvent(stored, storedMessage));
      if (contact && !row?.contactSince) later.emit('contact.created', { ...contactRef(stored), source: 'offline-message', contact });
      later.emit('chat.ended', chatEndedEvent(stored));
      return stored;
    }));
    ack({ ok: true });
    // Open history screens of the account's clients gain it (it has no agent, so no agent hears of it).
    await announceHistory(ctx, chat).catch((error: unknown) => console.error('offline message history event failed', error));
    // Read now, not at the handshake: the addresses saved last are the ones mailed.
    const [widget] = await ctx.db.select({ widgetName: widgets.widgetName, settings: widgets.settings }).from(widgets).where(eq(widgets.id, widgetId));
    if (!widget) return;
    // The console's history opens it (and brings a signed-out reader back to it after login).
    const link = `${ctx.settings.publicUrl}/chat/offline-message/${encodeURIComponent(chatId)}`;
    const listed = (widget.settings as { notificationEmailIds?: unknown }).notificationEmailIds;
    const addresses = Array.isArray(listed) ? listed.filter((a): a is string => typeof a === 'string' && a.includes('@')) : [];
    if (addresses.length === 0) return;
    const localeOf = await noticeLocales(ctx.db, accountId, addresses).catch((error: unknown) => {
      console.error('offline message mail languages unread, mailing in English', error);
      return () => SOURCE_LOCALE;
    });
    for (const to of addresses) {
      await ctx.mailer
        .send(offlineMessageMail({ to, widgetName: widget.widgetName, guestId, name, email, message, link, locale: localeOf(to) }))
        .catch((error: unknown) => console.error('offline message mail failed', error));
    }
  },
};
