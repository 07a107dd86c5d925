// The guest's side of the /visitor protocol: state, the send queue that loses nothing, and sync after reconnect.
import type { VisitorAcks, VisitorEmitEvents, VisitorFailure, VisitorPage, VisitorReceiveEvents, WidgetMessage, WidgetPublicConfig, WidgetPaymentState, WidgetAutoMessage, WidgetQueueState } from 'shared-kernel/contracts';
import type { ChatRatingValue } from 'shared-kernel/contracts';
import type { ContactFormFields } from 'shared-kernel/rules';
import { isAutoMessage, isSystemLine, LIMITS, VISITOR_BLOCKED_CODE } from 'shared-kernel/contracts';
import { addPaymentRequest, httpUrl, isPaymentRequest, markPaid, patchPayment, paymentsAfterChatEnded, type PaymentCard } from './payments';
import { t } from '../i18n/widget-texts';
import { hasOpenChat } from './open-chat';
import type { SocketLike } from './socket-like';
import type { OutboxItem, WidgetStorage } from './storage';

export type ConnectionState = 'connecting' | 'connected' | 'disconnected';

export interface PendingMessage extends OutboxItem {
  /** Set when the server refused the message (not for a lost connection: that one is retried). */
  error?: string;
}

export interface ChatInfo {
  chatId: string;
  status: 'pending' | 'active' | 'ended';
  agentName?: string;
  agentPhotoUrl?: string;
}

export interface ChatClientState {
  connection: ConnectionState;
  /** Set once the server greeted us (widget:hello). */
  ready: boolean;
  visitorId: string | null;
  config: WidgetPublicConfig | null;
  online: boolean;
  blocked: boolean;
  chat: ChatInfo | null;
  /** Messages of the current chat, ordered by seq, each seq once. */
  messages: WidgetMessage[];
  /** Typed by the guest and not yet acknowledged, in typing order. */
  pending: PendingMessage[];
  /** The agent read the guest's messages up to this seq. */
  readSeq: number;
  typingAgent: string | null;
  /** The chat's payment requests in arrival order, each with the guest's progress. */
  payments: PaymentCard[];
  email: string | null;
  /** Agent messages that arrived while the chat window was closed. */
  unseen: number;
  /** The auto message shown to the guest (teaser or window) while no chat is open; the guest's answer carries its id. */
  autoMessage: WidgetAutoMessage | null;
  /** The owner deleted the widget: it is gone from the page and never connects again. */
  removed: boolean;
  /** The guest's place while the chat waits in the queue (position set); null when not queued. */
  queue: WidgetQueueState | null;
  /** The queue turned the chat away (widget:queue-closed): the offline form is offered until a new chat starts. */
  queueClosed: VisitorReceiveEvents['widget:queue-closed'] | null;
  /** Issue 28: the ended chat the guest is asked to rate (its widget:chat-ended said rateable); null otherwise. */
  rating: { chatId: string } | null;
}


export interface ChatClientOptions {
  socket: SocketLike;
  storage: WidgetStorage;
  newId?: () => string;
  /** How long an ack may take before the message is tried again. */
  ackTimeoutMs?: number;
  retryDelayMs?: number;
  /** Checks the shape of the settings widget:hello brings (the loader's mergePublicConfig). */
  normalizeConfig?: (raw: unknown) => WidgetPublicConfig;
}

type Ack<E extends keyof VisitorEmitEvents> = VisitorAcks[E];
type Listener = (state: ChatClientState) => void;


export function randomId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

export class ChatClient {
  private current: ChatClientState;
  private readonly listeners = new Set<Listener>();
  private readonly socket: SocketLike;
  private readonly storage: WidgetStorage;
  private readonly newId: () => string;
  private readonly ackTimeoutMs: number;
  private readonly retryDelayMs: number;
  private readonly inFlight = new Set<(err: Error) => void>();
  private readonly bySeq = new Map<number, WidgetMessage>();
  private flushing = false;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private typingTimer: ReturnType<typeof setTimeout> | null = null;
  private lastReadSent = 0;
  private isOpen = false;
  /** A dismissed request stays dismissed for the page's life, even when widget:hello brings it again. */
  private readonly dismissedPayments = new Set<string>();
  private readonly confirming = new Set<string>();
  private readonly normalizeConfig: (raw: unknown) => WidgetPublicConfig;
  /** The latest queue entry seen of a chat; `over` once that entry was accepted (its late events are dropped). */
  private queueEntry: { chatId: string; entry: number; over: boolean } | null = null;
  /** Chats the guest was asked to rate: each is asked once (the guest's own end brings widget:chat-ended too). */
  private readonly ratingAsked = new Set<string>();

  constructor(options: ChatClientOptions) {
    this.socket = options.socket;
    this.storage = options.storage;
    this.newId = options.newId ?? randomId;
    this.ackTimeoutMs = options.ackTimeoutMs ?? 10000;
    this.retryDelayMs = options.retryDelayMs ?? 2000;
    this.normalizeConfig = options.normalizeConfig ?? ((raw) => raw as WidgetPublicConfig);
    this.current = {
      connection: options.socket.connected ? 'connected' : 'connecting',
      ready: false,
      visitorId: this.storage.getVisitorId(),
      config: null,
      online: false,
      blocked: false,
      chat: null,
      messages: [],
      pending: this.storage.getOutbox(),
      readSeq: 0,
      typingAgent: null,
      payments: [],
      email: this.storage.getEmail(),
      unseen: 0,
      autoMessage: null,
      removed: false,
      queue: null,
      queueClosed: null,
      rating: null,
    };
    this.listen();
  }

  get state(): ChatClientState {
    return this.current;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Queues a message; false when there is nothing to send. An answer to the shown auto message carries its id. */
  send(text: string): boolean {
    if (!text.trim() || this.current.removed) return false;
    const auto = this.current.autoMessage;
    const answersAuto = auto && !(this.current.chat && this.current.chat.status !== 'ended');
    const item: PendingMessage = { clientMessageId: this.newId(), bodyText: text, ...(answersAuto ? { autoMessageId: auto.id } : {}) };
    // A new chat starts: the ended one's queue note and rating prompt go.
    if (this.current.queueClosed || this.current.rating) this.update({ queueClosed: null, rating: null });
    this.setPending([...this.current.pending, item]);
    this.sendTyping(false);
    void this.flush();
    return true;
  }

  /** Tries again a message the server refused. */
  retry(clientMessageId: string): void {
    this.setPending(this.current.pending.map((p) => (p.clientMessageId === clientMessageId ? { ...p, error: undefined } : p)));
    void this.flush();
  }

  discard(clientMessageId: string): void {
    this.setPending(this.current.pending.filter((p) => p.clientMessageId !== clientMessageId));
  }

  /** Shows an auto message (the caller checked the guest has no open chat). */
  showAutoMessage(message: WidgetAutoMessage): void {
    if (!hasOpenChat(this.current) && !this.current.removed) this.update({ autoMessage: message });
  }

  clearAutoMessage(): void {
    if (this.current.autoMessage) this.update({ autoMessage: null });
  }

  /** Whether the guest already sent the contact form of this message (kept across pages). */
  contactFormDone(messageId: string): boolean {
    return this.storage.getContactFormsDone().includes(messageId);
  }

  /** Sends the guest's answers to an agent message's [contact-form]; remembered once the server takes them. */
  async submitContactForm(form: ContactFormFields & { messageId: string }): Promise<Ack<'visitor:contact-form'>> {
    const answer = await this.request('visitor:contact-form', form).catch(() => null);
    if (!answer) return { ok: false, error: t('noConnection') };
    if (answer.ok) this.storage.addContactFormDone(form.messageId);
    return answer;
  }

  setOpen(isOpen: boolean): void {
    this.isOpen = isOpen;
    if (isOpen && this.current.unseen) this.update({ unseen: 0 });
    if (this.socket.connected) void this.request('visitor:widget', { isOpen }).catch(() => undefined);
    if (isOpen) this.markRead();
  }

  sendPage(page: VisitorPage): void {
    if (this.socket.connected) void this.request('visitor:page', page).catch(() => undefined);
  }

  /** Typing true is repeated at most every 2 s while the guest types; false after 3 s of quiet. */
  private typingSentAt = 0;
  sendTyping(typing: boolean): void {
    if (!this.socket.connected || !this.current.chat || this.current.chat.status === 'ended') return;
    if (this.typingTimer) clearTimeout(this.typingTimer);
    this.typingTimer = null;
    if (typing) {
      this.typingTimer = setTimeout(() => this.sendTyping(false), LIMITS.TYPING_HIDE_MS);
      if (Date.now() - this.typingSentAt < 2000) return;
      this.typingSentAt = Date.now();
    } else {
      if (!this.typingSentAt) return;
      this.typingSentAt = 0;
    }
    void this.request('visitor:typing', { typing }).catch(() => undefined);
  }

  async submitEmail(email: string): Promise<Ack<'visitor:email'>> {
    const answer = await this.request('visitor:email', { email }).catch(() => null);
    if (!answer) return { ok: false, error: t('noConnection') };
    if (answer.ok) {
      this.storage.setEmail(email);
      this.update({ email });
    }
    return answer;
  }

  async sendOfflineMessage(form: VisitorEmitEvents['visitor:offline-message']): Promise<Ack<'visitor:offline-message'>> {
    const answer = await this.request('visitor:offline-message', form).catch(() => null);
    return answer ?? { ok: false, error: t('noConnection') };
  }

  async endChat(): Promise<boolean> {
    const chatId = this.current.chat?.chatId;
    const answer = await this.request('visitor:end-chat', {}).catch(() => null);
    const chat = this.current.chat;
    if (answer?.ok && chat && chat.chatId === chatId) this.chatEnded(chat);
    return Boolean(answer?.ok);
  }

  /**
   * Rates the ended chat the guest is asked about (no comment when empty). A refusal with retryAfterMs goes
   * again after that delay (the same payload), as messages do; a lost connection answers t('noConnection').
   */
  async rate(chatId: string, rating: ChatRatingValue, comment: string): Promise<Ack<'visitor:rate'>> {
    const payload = { chatId, rating, ...(comment ? { comment } : {}) };
    for (;;) {
      const answer = await this.request('visitor:rate', payload).catch(() => null);
      if (!answer) return { ok: false, error: t('noConnection') };
      if (answer.ok || !answer.retryAfterMs) return answer;
      await new Promise((resolve) => setTimeout(resolve, answer.retryAfterMs));
      // Skipped, or a new chat began, meanwhile: nothing more to send.
      if (this.current.rating?.chatId !== chatId) return answer;
    }
  }

  /** The guest skipped the rating (or is done with it): the prompt goes. */
  dismissRating(): void {
    if (this.current.rating) this.update({ rating: null });
  }

  /** Tells the server the guest saw the agent's messages (only while the chat window is open). */
  markRead(): void {
    const chat = this.current.chat;
    if (!this.isOpen || !chat || !this.socket.connected) return;
    const lastAgent = [...this.current.messages].reverse().find((m) => m.direction === 'outbound');
    if (!lastAgent || lastAgent.seq <= this.lastReadSent) return;
    this.lastReadSent = lastAgent.seq;
    void this.request('visitor:read', { chatId: chat.chatId, seq: lastAgent.seq }).catch(() => {
      this.lastReadSent = 0;
    });
  }

  dismissPayment(requestId: string): void {
    this.dismissedPayments.add(requestId);
    this.update({ payments: this.current.payments.filter((c) => c.request.requestId !== requestId) });
  }

  /** Asks the server for the checkout page of a request; answers its http(s) address, or null (the card says why). */
  async startPayment(requestId: string): Promise<string | null> {
    const card = this.current.payments.find((c) => c.request.requestId === requestId);
    if (!card || card.step === 'starting' || card.step === 'paid') return null;
    const starting = (c: PaymentCard) => c.step === 'starting';
    this.updatePayments(patchPayment(this.current.payments, requestId, { step: 'starting', error: undefined, noAnswer: undefined }));
    const answer = await this.request('visitor:payment-start', { requestId }).catch(() => null);
    const checkoutUrl = answer?.ok ? httpUrl(answer.checkoutUrl) : null;
    if (answer && !answer.ok) {
      this.updatePayments(patchPayment(this.current.payments, requestId, { step: 'requested', error: answer.error }, starting));
    } else if (!checkoutUrl) {
      this.updatePayments(patchPayment(this.current.payments, requestId, { step: 'requested', noAnswer: true }, starting));
    } else {
      this.updatePayments(patchPayment(this.current.payments, requestId, { step: 'waiting', checkoutUrl }, starting));
    }
    return checkoutUrl;
  }

  /** Asks the server whether the requests the guest went to pay are paid now (the guest came back, or we reconnected). */
  checkPayments(): void {
    for (const card of this.current.payments) if (card.step === 'waiting') void this.confirmPayment(card.request.requestId);
  }

  private async confirmPayment(requestId: string): Promise<void> {
    if (this.confirming.has(requestId) || !this.socket.connected) return;
    this.confirming.add(requestId);
    try {
      const answer = await this.request('visitor:payment-confirm', { requestId }).catch(() => null);
      if (!answer) return; // asked again on the next return or reconnect
      if (!answer.ok) this.updatePayments(patchPayment(this.current.payments, requestId, { error: answer.error }, (c) => c.step === 'waiting'));
      else if (answer.status === 'paid') this.updatePayments(markPaid(this.current.payments, requestId, answer.receiptUrl));
      else this.updatePayments(patchPayment(this.current.payments, requestId, { error: undefined }, (c) => c.step === 'waiting' && !!c.error));
    } finally {
      this.confirming.delete(requestId);
    }
  }

  /** The chat's requests from widget:hello (a new page or a reconnect): unknown ones are added, paid ones marked. */
  private restorePayments(known: WidgetPaymentState[]): void {
    let payments = this.current.payments;
    for (const { status, receiptUrl, ...request } of known) {
      if (!isPaymentRequest(request) || this.dismissedPayments.has(request.requestId)) continue;
      payments = addPaymentRequest(payments, request);
      if (status === 'paid') payments = markPaid(payments, request.requestId, receiptUrl);
    }
    this.updatePayments(payments);
  }

  private updatePayments(payments: PaymentCard[]): void {
    if (payments !== this.current.payments) this.update({ payments });
  }

  private chatEnded(chat: ChatInfo): void {
    this.update({ chat: { ...chat, status: 'ended' }, typingAgent: null, payments: paymentsAfterChatEnded(this.current.payments), queue: null });
  }

  /**
   * A place in the queue (widget:queue, or the chat of widget:hello). Nodes may send out of order, so the place
   * never moves back: a larger position of the shown entry, or an older entry, is a late event and is dropped.
   */
  private setQueue(next: WidgetQueueState): void {
    const chat = this.current.chat;
    // Another open chat's, or a late one of a chat that ended; with no open chat it is the new chat's.
    if (chat && (chat.status === 'ended' ? chat.chatId === next.chatId : chat.chatId !== next.chatId)) return;
    const seen = this.queueEntry?.chatId === next.chatId ? this.queueEntry : null;
    if (seen && (next.entry < seen.entry || (next.entry === seen.entry && seen.over))) return;
    const shown = this.current.queue;
    if (shown?.chatId === next.chatId && shown.entry === next.entry && next.position !== null && next.position > shown.position!) return;
    this.queueEntry = { chatId: next.chatId, entry: next.entry, over: false };
    this.update({ queue: next.position === null ? null : next });
  }

  private listen(): void {
    const on = <E extends keyof VisitorReceiveEvents>(event: E, handler: (payload: VisitorReceiveEvents[E]) => void) =>
      this.socket.on(event, handler as (...args: never[]) => void);

    this.socket.on('connect', () => {
      this.update({ connection: 'connected' });
      void this.afterConnect();
    });
    this.socket.on('disconnect', () => {
      this.update({ connection: 'disconnected', typingAgent: null });
      for (const reject of [...this.inFlight]) reject(new Error('disconnected'));
    });
    this.socket.on('connect_error', () => this.update({ connection: 'disconnected' }));

    on('widget:hello', (hello) => {
      this.storage.setVisitorId(hello.visitorId);
      let { chat } = this.current;
      if (hello.chat) {
        if (chat?.chatId !== hello.chat.chatId) this.resetMessages();
        chat = {
          chatId: hello.chat.chatId,
          status: hello.chat.status,
          agentName: hello.chat.agentName,
          agentPhotoUrl: hello.chat.agentPhotoUrl,
        };
        // Not queued (any more): an agent holds the chat or is being offered it.
        if (!hello.chat.queue) this.current = { ...this.current, queue: null };
        this.current = { ...this.current, queueClosed: null };
      } else if (chat && chat.status !== 'ended') {
        // The chat ended while we were away.
        chat = { ...chat, status: 'ended' };
        this.current = { ...this.current, payments: paymentsAfterChatEnded(this.current.payments), queue: null };
      }
      const config = this.normalizeConfig(hello.config);
      this.update({ ready: true, visitorId: hello.visitorId, config, online: hello.online, chat, ...(hello.chat ? { autoMessage: null } : {}) });
      if (hello.chat) {
        this.addMessages(hello.chat.messages);
        this.restorePayments(hello.chat.payments ?? []);
        if (hello.chat.queue) this.setQueue(hello.chat.queue);
      }
    });
    on('widget:availability', ({ online }) => this.update({ online }));
    on('widget:message', (message) => {
      if (message.direction === 'outbound') this.showTyping(null);
      this.countUnseen(this.addMessages([message]));
    });
    on('widget:typing', ({ typing, agentName }) => this.showTyping(typing ? agentName || t('agent') : null));
    on('widget:read', ({ chatId, seq }) => {
      if (this.current.chat?.chatId === chatId && seq > this.current.readSeq) this.update({ readSeq: seq });
    });
    on('widget:chat-accepted', ({ chatId, agentName, agentPhotoUrl }) => {
      const chat = this.current.chat;
      if (chat && chat.chatId !== chatId) return;
      // Again for the open chat (a transfer, a take-over): only the header's agent changes; the
      // conversation, the queue and what the guest is typing stay as they are.
      if (chat && chat.status !== 'ended' && chat.agentName !== agentName && this.current.typingAgent) this.showTyping(null);
      // An agent has the chat: its queue entry is over.
      if (this.queueEntry?.chatId === chatId) this.queueEntry.over = true;
      this.update({ chat: { chatId, status: 'active', agentName, agentPhotoUrl }, queue: null });
    });
    on('widget:chat-ended', ({ chatId, rateable }) => {
      const chat = this.current.chat;
      if (chat?.chatId !== chatId) return;
      this.chatEnded(chat);
      // Ended by the agent, or by the guest (after or before the end-chat ack): asked once either way.
      if (rateable === true && this.current.config?.ratingEnabled !== false && !this.ratingAsked.has(chatId)) {
        this.ratingAsked.add(chatId);
        this.update({ rating: { chatId } });
      }
    });
    on('widget:queue', (queue) => this.setQueue(queue));
    on('widget:queue-closed', (closed) => {
      const chat = this.current.chat;
      if (chat && chat.chatId !== closed.chatId) return;
      // The chat ends as missed (widget:chat-ended follows, in any order); the guest is offered the offline form.
      this.update({ queueClosed: closed, queue: null });
      if (chat && chat.status !== 'ended') this.chatEnded(chat);
    });
    on('widget:blocked', () => this.update({ blocked: true }));
    on('widget:unblocked', () => this.update({ blocked: false }));
    on('widget:payment-request', (request) => {
      if (!isPaymentRequest(request) || this.dismissedPayments.has(request.requestId)) return;
      const isNew = !this.current.payments.some((c) => c.request.requestId === request.requestId);
      this.update({ payments: addPaymentRequest(this.current.payments, request) });
      if (isNew) this.countUnseen(1);
    });
    on('widget:payment-status', ({ requestId, status, receiptUrl }) => {
      if (status === 'paid') this.updatePayments(markPaid(this.current.payments, requestId, receiptUrl));
    });
    on('widget:removed', () => {
      // The widget was deleted: nothing is sent again, and the socket stops reconnecting.
      if (this.retryTimer) clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.storage.setOutbox([]);
      this.update({ removed: true, autoMessage: null, pending: [] });
      this.socket.disconnect();
    });
  }

  private typingHide: ReturnType<typeof setTimeout> | null = null;
  private showTyping(agentName: string | null): void {
    if (this.typingHide) clearTimeout(this.typingHide);
    this.typingHide = agentName ? setTimeout(() => this.update({ typingAgent: null }), LIMITS.TYPING_HIDE_MS) : null;
    this.update({ typingAgent: agentName });
  }

  private async afterConnect(): Promise<void> {
    const chat = this.current.chat;
    if (chat && chat.status !== 'ended') {
      const answer = await this.request('visitor:sync', { chatId: chat.chatId, afterSeq: this.lastSeq() }).catch(() => null);
      if (answer?.ok) this.countUnseen(this.addMessages(answer.messages));
    }
    void this.flush();
    if (this.isOpen) this.setOpen(true);
    // The guest may have paid while we were cut off (the receipt message comes with the sync).
    this.checkPayments();
  }

  private lastSeq(): number {
    const { messages } = this.current;
    return messages.length ? messages[messages.length - 1].seq : 0;
  }

  /** Sends the queue one message at a time, in order; a lost ack leaves the message queued for the next try. */
  private async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        if (!this.socket.connected) return;
        const next = this.current.pending.find((p) => !p.error);
        if (!next) return;
        let answer: Ack<'visitor:message'>;
        try {
          const { clientMessageId, bodyText, autoMessageId } = next;
          answer = await this.request('visitor:message', { clientMessageId, bodyText, ...(autoMessageId ? { autoMessageId } : {}) });
        } catch {
          if (this.socket.connected) this.scheduleRetry();
          return;
        }
        if (answer.ok) {
          this.addMessages([answer.message]);
        } else if (answer.retryAfterMs) {
          // Sent faster than the server takes: the message stays pending and goes again, same id.
          this.scheduleRetry(answer.retryAfterMs);
          return;
        } else {
          this.setPending(
            this.current.pending.map((p) => (p.clientMessageId === next.clientMessageId ? { ...p, error: answer.error } : p)),
          );
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private scheduleRetry(delayMs = this.retryDelayMs): void {
    if (this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.flush();
    }, delayMs);
  }

  private request<E extends keyof VisitorEmitEvents>(event: E, payload: VisitorEmitEvents[E]): Promise<Ack<E>> {
    return new Promise((resolve, reject) => {
      // socket.io buffers emits made while offline; the queue does its own retries, so never emit then.
      if (!this.socket.connected) return reject(new Error('disconnected'));
      const fail = (err: Error) => {
        clearTimeout(timer);
        this.inFlight.delete(fail);
        reject(err);
      };
      const timer = setTimeout(() => fail(new Error('timeout')), this.ackTimeoutMs);
      this.inFlight.add(fail);
      this.socket.emit(event, payload, (answer: Ack<E>) => {
        if (!this.inFlight.delete(fail)) return;
        clearTimeout(timer);
        // A block is known by the refusal's code, never by its text (in the guest's language).
        if ((answer as Partial<VisitorFailure> | null)?.code === VISITOR_BLOCKED_CODE && !this.current.blocked) this.update({ blocked: true });
        resolve(answer);
      });
    });
  }

  private resetMessages(): void {
    this.bySeq.clear();
    this.lastReadSent = 0;
    this.current = { ...this.current, messages: [], readSeq: 0, payments: [], rating: null };
  }

  private countUnseen(addedAgentMessages: number): void {
    if (!this.isOpen && addedAgentMessages) this.update({ unseen: this.current.unseen + addedAgentMessages });
  }

  /** Merges messages by seq (each once); a message of another chat starts that chat afresh. Answers how many agent messages were new. */
  private addMessages(incoming: WidgetMessage[]): number {
    if (!incoming.length) return 0;
    let added = 0;
    let { chat, pending } = this.current;
    let changed = false;
    for (const message of incoming) {
      if (message.clientMessageId) pending = pending.filter((p) => p.clientMessageId !== message.clientMessageId);
      if (chat?.chatId !== message.chatId) {
        if (chat && chat.status !== 'ended') continue; // a stray message of an older chat
        this.resetMessages();
        // The queue may have turned the chat away before the guest's first message was acknowledged.
        const closed = this.current.queueClosed?.chatId === message.chatId;
        chat = { chatId: message.chatId, status: closed ? 'ended' : 'pending' };
        if (!closed) this.current = { ...this.current, queueClosed: null };
      }
      if (this.bySeq.has(message.seq)) continue;
      this.bySeq.set(message.seq, message);
      changed = true;
      // The site's automated message and the server's system lines are no agent writing: no unread badge.
      if (message.direction === 'outbound' && !isAutoMessage(message.bodyText) && !isSystemLine(message.bodyText)) added++;
    }
    if (pending !== this.current.pending) this.setPending(pending);
    const messages = changed ? [...this.bySeq.values()].sort((a, b) => a.seq - b.seq) : this.current.messages;
    // A chat is under way: the auto message it may have started with is part of it now.
    const autoMessage = chat && chat.status !== 'ended' ? null : this.current.autoMessage;
    this.update({ chat, messages, autoMessage });
    if (added) this.markRead();
    return added;
  }

  private setPending(pending: PendingMessage[]): void {
    this.storage.setOutbox(
      pending.filter((p) => !p.error).map(({ clientMessageId, bodyText, autoMessageId }) => ({ clientMessageId, bodyText, ...(autoMessageId ? { autoMessageId } : {}) })),
    );
    this.update({ pending });
  }

  private update(patch: Partial<ChatClientState>): void {
    this.current = { ...this.current, ...patch };
    for (const listener of [...this.listeners]) listener(this.current);
  }
}
