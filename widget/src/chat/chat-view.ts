// The chat window in plain DOM. Guest and agent text is only ever set as text.
import { WIDGET_DEFAULTS, type WidgetMessage, type WidgetPublicConfig } from 'shared-kernel/contracts';
import { isAutoMessage, isSystemLine, parseAttachment, stripAutoMarker, stripSystemMarker } from 'shared-kernel/contracts';
import type { ChatClient, ChatClientState, PendingMessage } from './chat-client';
import { contactFormBody, createContactForm, splitContactForm } from './contact-form';
import { el, icon, linkifiedText, PAPERCLIP, safeUrl } from './dom';
import { emailRequestPlacement, isValidEmail } from './email-request';
import { createPaymentCard, receiptLine, type PaymentCardView } from './payment-card';
import type { PaymentCard } from './payments';
import { createQueueStatus } from './queue-status';
import { createRatingPrompt } from './rating-prompt';
import { t, widgetDirection, widgetLocale } from '../i18n/widget-texts';
import { uploadAttachment, validateAttachment } from './upload';

export interface ChatViewOptions {
  client: ChatClient;
  origin: string;
  pluginId: string;
  /** Used until the server's widget:hello brings the live settings. */
  config: WidgetPublicConfig;
  onClose: () => void;
  fetchImpl?: typeof fetch;
  /** Opens the window the checkout page will load in; null when the browser refuses. */
  openWindow?: () => PaymentWindow | null;
  /** Locale of amounts; the widget's language by default. */
  locale?: string;
}

/** The part of a window the pay step uses. */
export interface PaymentWindow {
  readonly closed: boolean;
  close(): void;
  location: { href: string };
}

function openBlankWindow(): PaymentWindow | null {
  try {
    const opened = window.open('', '_blank');
    // The checkout page gets no handle back to the host page.
    if (opened) opened.opener = null;
    return opened;
  } catch {
    return null;
  }
}

export interface ChatView {
  element: HTMLElement;
  focus(): void;
  /** Settings that arrived after the window was made (used until widget:hello brings the server's). */
  setConfig(config: WidgetPublicConfig): void;
  destroy(): void;
}

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString(widgetLocale(), { hour: '2-digit', minute: '2-digit' });
}

/** The field inside `container` that has the focus (in the widget's shadow root or the page), to give it back after a move. */
function focusedIn(container: HTMLElement): { restore(): void } | null {
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement;
  if (!(active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) || !container.contains(active)) return null;
  const { selectionStart, selectionEnd } = active;
  return {
    restore() {
      if (!active.isConnected || (active.getRootNode() as Document | ShadowRoot).activeElement === active) return;
      active.focus({ preventScroll: true });
      if (selectionStart !== null && selectionEnd !== null) active.setSelectionRange(selectionStart, selectionEnd);
    },
  };
}

function messageBody(text: string): Node {
  const attachment = parseAttachment(text);
  if (attachment) return el('span', { class: 'lc-file' }, icon(PAPERCLIP), attachment.fileName);
  return linkifiedText(stripAutoMarker(text));
}

export function createChatView(options: ChatViewOptions): ChatView {
  const { client, origin, pluginId } = options;
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  // Header
  const heading = el('div', { class: 'lc-heading' });
  const agentPhoto = el('img', { class: 'lc-agent-photo', alt: '', hidden: true });
  const agentName = el('div', { class: 'lc-agent-name' });
  const endButton = el('button', { type: 'button', class: 'lc-end', hidden: true }, t('endChat'));
  const closeButton = el('button', { type: 'button', class: 'lc-close', 'aria-label': t('close'), title: t('close') }, '×');
  const header = el(
    'div',
    { class: 'lc-header' },
    agentPhoto,
    el('div', { class: 'lc-titles' }, heading, agentName),
    endButton,
    closeButton,
  );
  const status = el('div', { class: 'lc-status', role: 'status', hidden: true });
  const queueStatus = createQueueStatus();

  // Conversation
  const list = el('div', { class: 'lc-messages', 'aria-live': 'polite' });
  const typing = el('div', { class: 'lc-typing', hidden: true });
  const ended = el('div', { class: 'lc-ended', hidden: true }, t('chatEnded'));
  const notice = el('div', { class: 'lc-notice', hidden: true });
  const waiting = el('div', { class: 'lc-notice', hidden: true }, t('waiting'));
  // Asked under the ended chat; the composer takes focus when it goes.
  const rating = createRatingPrompt({
    rate: (chatId, value, comment) => client.rate(chatId, value, comment),
    skip: () => client.dismissRating(),
    leave: () => textarea.focus(),
  });

  // E-mail request
  const emailMessage = el('p', { class: 'lc-email-message' });
  const emailInput = el('input', { type: 'email', class: 'lc-input', placeholder: t('emailPlaceholder'), 'aria-label': t('emailPlaceholder') });
  const emailError = el('div', { class: 'lc-error', hidden: true });
  const emailForm = el(
    'form',
    { class: 'lc-email', novalidate: true },
    emailMessage,
    el('div', { class: 'lc-row' }, emailInput, el('button', { type: 'submit', class: 'lc-button' }, t('emailSave'))),
    emailError,
  );
  // In the list only once the address was taken (render appends it then).
  const emailThanks = el('div', { class: 'lc-info' }, t('emailSaved'));

  // Payment requests, one card each
  const payments = el('div', { class: 'lc-payments' });
  const cardViews = new Map<string, PaymentCardView>();
  let shownCards: PaymentCard[] = [];

  // Composer
  const textarea = el('textarea', { class: 'lc-textarea', rows: '1', placeholder: t('inputPlaceholder'), 'aria-label': t('inputPlaceholder') });
  const fileInput = el('input', { type: 'file', accept: 'image/png,image/jpeg,image/gif,image/webp,application/pdf', hidden: true });
  const attachButton = el('button', { type: 'button', class: 'lc-attach', 'aria-label': t('attach'), title: t('attach') }, icon(PAPERCLIP));
  const sendButton = el('button', { type: 'button', class: 'lc-send' }, t('send'));
  const composer = el('div', { class: 'lc-composer' }, attachButton, fileInput, textarea, sendButton);
  const conversation = el('div', { class: 'lc-conversation' }, list, waiting, typing, payments, ended, rating.element, notice);

  // Offline message form
  const offlineName = el('input', { type: 'text', class: 'lc-input', name: 'name', placeholder: t('offlineName'), 'aria-label': t('offlineName') });
  const offlineEmail = el('input', { type: 'email', class: 'lc-input', name: 'email', placeholder: t('offlineEmail'), 'aria-label': t('offlineEmail') });
  const offlineText = el('textarea', { class: 'lc-input', name: 'message', rows: '4', placeholder: t('offlineMessage'), 'aria-label': t('offlineMessage') });
  const offlineError = el('div', { class: 'lc-error', hidden: true });
  const offlineSubmit = el('button', { type: 'submit', class: 'lc-button' }, t('offlineSend'));
  const offlineForm = el('form', { class: 'lc-offline', novalidate: true }, offlineName, offlineEmail, offlineText, offlineError, offlineSubmit);
  const offlineThanks = el('div', { class: 'lc-info', hidden: true }, t('offlineSent'));
  const offline = el('div', { class: 'lc-offline-wrap', hidden: true }, offlineForm, offlineThanks);

  // The guest's language and its direction: Arabic mirrors the window (bubbles, composer) inside the shadow root.
  const element = el('div', { class: 'lc-panel', role: 'dialog', 'aria-label': t('chatLabel'), lang: widgetLocale(), dir: widgetDirection() }, header, status, queueStatus.element, offline, conversation, composer);

  let offlineSent = false;
  /** The queue-closed event the offline form was last reset for: each one offers a fresh form. */
  let shownQueueClosed: ChatClientState['queueClosed'] = null;
  let listKey: unknown[] = [];
  let fallbackConfig = options.config;
  /** Contact forms by message id, kept across renders so what the guest typed stays. */
  const contactForms = new Map<string, HTMLElement>();
  const contactActions = {
    submit: (form: Parameters<ChatClient['submitContactForm']>[0]) => client.submitContactForm(form),
    isDone: (messageId: string) => client.contactFormDone(messageId),
  };

  const config = (state: ChatClientState): WidgetPublicConfig => state.config ?? fallbackConfig;
  // The owner's texts as typed; left at the spec's English default, they speak the guest's language.
  const ownerText = (typed: string, english: string, key: Parameters<typeof t>[0]) => (typed === english ? t(key) : typed);

  function showNotice(text: string | null): void {
    notice.hidden = !text;
    notice.textContent = text ?? '';
  }

  function guestBubble(text: string, note: string, failed?: PendingMessage): HTMLElement {
    const meta = el('div', { class: 'lc-meta' }, note);
    if (failed) {
      const retry = el('button', { type: 'button', class: 'lc-link' }, t('retry'));
      retry.addEventListener('click', () => client.retry(failed.clientMessageId));
      meta.append(' ', retry);
    }
    return el('div', { class: 'lc-msg lc-guest' }, el('div', { class: 'lc-bubble' }, messageBody(text)), meta);
  }

  /** The site's automated message: never shown as an agent's, nor with an agent's name. */
  function autoBubble(text: string, state: ChatClientState): HTMLElement {
    const site = config(state).widgetName.trim();
    return el(
      'div',
      { class: 'lc-msg lc-agent lc-auto' },
      el('div', { class: 'lc-sender' }, site ? `${site} · ${t('automated')}` : t('automated')),
      el('div', { class: 'lc-bubble' }, linkifiedText(text)),
    );
  }

  /** An agent's text, with the contact form where a [contact-form] placeholder stands; null when it has none. */
  function contactFormMessage(message: WidgetMessage): Node | null {
    const parts = parseAttachment(message.bodyText) ? null : splitContactForm(message.bodyText);
    if (!parts) return null;
    let form = contactForms.get(message.id);
    if (!form) {
      form = createContactForm(message.id, contactActions);
      contactForms.set(message.id, form);
    }
    return contactFormBody(parts, form);
  }

  function renderMessage(message: WidgetMessage, state: ChatClientState): HTMLElement {
    const time = formatTime(message.chatTime);
    const receipt = message.direction === 'inbound' ? receiptLine(message.bodyText) : null;
    if (receipt) {
      receipt.title = time;
      return receipt;
    }
    if (message.direction === 'inbound') {
      const bubble = guestBubble(message.bodyText, message.seq <= state.readSeq ? t('read') : t('sent'));
      bubble.title = time;
      return bubble;
    }
    // The server's own line (a transfer): centred, muted, no bubble nor agent; text only.
    if (isSystemLine(message.bodyText)) return el('div', { class: 'lc-system', title: time }, stripSystemMarker(message.bodyText));
    if (isAutoMessage(message.bodyText)) {
      const node = autoBubble(stripAutoMarker(message.bodyText), state);
      node.title = time;
      return node;
    }
    const name = message.agentName || state.chat?.agentName || t('agent');
    const withForm = contactFormMessage(message);
    return el(
      'div',
      { class: withForm ? 'lc-msg lc-agent lc-with-form' : 'lc-msg lc-agent', title: time },
      el('div', { class: 'lc-sender' }, name),
      el('div', { class: 'lc-bubble' }, withForm ?? messageBody(message.bodyText)),
    );
  }

  function renderList(state: ChatClientState): void {
    const placement = emailRequestPlacement(config(state).requestEmail, {
      guestMessageCount: state.messages.filter((m) => m.direction === 'inbound').length + state.pending.length,
      emailGiven: Boolean(state.email),
    });
    const key = [
      state.messages,
      state.pending,
      state.readSeq,
      state.chat?.agentName,
      placement,
      config(state).requestEmail.message,
      widgetLocale(),
      config(state).widgetName,
      state.autoMessage,
    ];
    if (key.length === listKey.length && key.every((part, i) => part === listKey[i])) return;
    listKey = key;
    emailMessage.textContent = ownerText(config(state).requestEmail.message, WIDGET_DEFAULTS.requestEmailMessage, 'ownerDefault.emailRequest');
    const nodes: Node[] = [];
    if (placement === 'top') nodes.push(emailForm);
    let firstGuestSeen = false;
    const afterGuest = () => {
      if (!firstGuestSeen && placement === 'after-first') nodes.push(emailForm);
      firstGuestSeen = true;
    };
    for (const message of state.messages) {
      nodes.push(renderMessage(message, state));
      if (message.direction === 'inbound') afterGuest();
    }
    // The auto message shown on this page, until the chat it starts brings it back from the server.
    const auto = state.autoMessage;
    if (auto && !state.messages.some((m) => isAutoMessage(m.bodyText) && stripAutoMarker(m.bodyText) === auto.message.trimStart())) {
      nodes.push(autoBubble(auto.message, state));
    }
    for (const item of state.pending) {
      nodes.push(guestBubble(item.bodyText, item.error ? `${t('failed')}: ${item.error}` : t('sending'), item.error ? item : undefined));
      afterGuest();
    }
    if (state.email && emailThanks.dataset.shown === 'yes') nodes.push(emailThanks);
    // Rebuilding the list moves its nodes, and a moved field loses the focus: the guest typing their e-mail
    // when a message or a read receipt arrives keeps typing in it.
    const focused = focusedIn(list);
    list.replaceChildren(...nodes);
    focused?.restore();
    list.scrollTop = list.scrollHeight;
  }

  /** Cards are kept and updated in place; the list is rebuilt only when requests come or go. */
  function renderPayments(cards: PaymentCard[]): void {
    if (cards === shownCards) return;
    const sameList = cards.length === shownCards.length && cards.every((c, i) => c.request.requestId === shownCards[i].request.requestId);
    shownCards = cards;
    const ids = new Set(cards.map((c) => c.request.requestId));
    for (const id of [...cardViews.keys()]) if (!ids.has(id)) cardViews.delete(id);
    for (const card of cards) {
      const { requestId } = card.request;
      let view = cardViews.get(requestId);
      if (!view) {
        view = createPaymentCard({ pay: () => pay(requestId), dismiss: () => client.dismissPayment(requestId) }, options.locale ?? widgetLocale());
        cardViews.set(requestId, view);
      }
      view.update(card);
    }
    if (!sameList) payments.replaceChildren(...cards.map((c) => cardViews.get(c.request.requestId)!.element));
    payments.hidden = !cards.length;
  }

  /**
   * The window opens now, inside the click, so popup blockers allow it; it is pointed at the checkout page
   * once the server answers. Without a window the card offers the page as a link.
   */
  function pay(requestId: string): void {
    const popup = (options.openWindow ?? openBlankWindow)();
    void client.startPayment(requestId).then((checkoutUrl) => {
      if (!popup || popup.closed) return;
      if (checkoutUrl) popup.location.href = checkoutUrl;
      else popup.close();
    });
  }

  // Back from the checkout page (another tab or window): ask whether the payment went through.
  const recheckPayments = () => {
    if (document.visibilityState !== 'hidden') client.checkPayments();
  };
  window.addEventListener('focus', recheckPayments);
  document.addEventListener('visibilitychange', recheckPayments);

  function render(state: ChatClientState): void {
    const cfg = config(state);
    header.style.background = cfg.backgroundColor;
    header.style.color = cfg.textColor;
    // The guest's bubbles and the buttons wear the widget's colours too.
    element.style.setProperty('--lc-bg', cfg.backgroundColor);
    element.style.setProperty('--lc-fg', cfg.textColor);
    heading.textContent =
      state.online || !state.ready
        ? ownerText(cfg.onlineText, WIDGET_DEFAULTS.onlineText, 'ownerDefault.onlineText')
        : ownerText(cfg.offlineText, WIDGET_DEFAULTS.offlineText, 'ownerDefault.offlineText');

    const chat = state.chat;
    const open = Boolean(chat && chat.status !== 'ended');
    agentName.textContent = chat?.status === 'active' && chat.agentName ? chat.agentName : '';
    const photo = chat?.status === 'active' && chat.agentPhotoUrl ? safeUrl(chat.agentPhotoUrl, origin) : null;
    agentPhoto.hidden = !photo;
    if (photo && agentPhoto.getAttribute('src') !== photo) agentPhoto.src = photo;
    endButton.hidden = !open;

    if (state.blocked) {
      status.hidden = false;
      status.textContent = t('blocked');
    } else if (state.connection !== 'connected') {
      status.hidden = false;
      status.textContent = t('reconnecting');
    } else {
      status.hidden = true;
      status.textContent = '';
    }

    if (state.queueClosed && state.queueClosed !== shownQueueClosed) offlineSent = false;
    shownQueueClosed = state.queueClosed;
    // Nobody online, or the queue turned the chat away: the guest can leave a message instead.
    const showOffline = state.ready && (!state.online || Boolean(state.queueClosed)) && !open && !state.pending.length;
    offline.hidden = !showOffline;
    offlineForm.hidden = offlineSent;
    offlineThanks.hidden = !offlineSent;
    conversation.hidden = showOffline;
    composer.hidden = showOffline;
    queueStatus.render(state, showOffline && !offlineSent);

    renderList(state);
    typing.hidden = !state.typingAgent;
    typing.textContent = state.typingAgent ? t('typing', { name: state.typingAgent }) : '';
    ended.hidden = chat?.status !== 'ended';
    // While queued, the place in the queue says it instead.
    waiting.hidden = !(
      !state.queue &&
      chat?.status === 'pending' &&
      state.online &&
      !state.messages.some((m) => m.direction === 'outbound' && !isAutoMessage(m.bodyText) && !isSystemLine(m.bodyText))
    );

    renderPayments(state.payments);
    rating.render(state);

    textarea.disabled = state.blocked;
    sendButton.disabled = state.blocked;
    attachButton.disabled = state.blocked || !state.visitorId;
  }

  function sendTyped(): void {
    if (client.send(textarea.value)) textarea.value = '';
  }

  textarea.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.shiftKey || event.isComposing) return;
    event.preventDefault();
    sendTyped();
  });
  textarea.addEventListener('input', () => {
    if (textarea.value.trim()) client.sendTyping(true);
  });
  sendButton.addEventListener('click', sendTyped);
  closeButton.addEventListener('click', () => options.onClose());
  element.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') options.onClose();
  });
  endButton.addEventListener('click', () => void client.endChat());

  emailForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const email = emailInput.value.trim();
    const fail = (message: string) => {
      emailError.hidden = false;
      emailError.textContent = message;
    };
    if (!isValidEmail(email)) return fail(t('emailInvalid'));
    emailError.hidden = true;
    void client.submitEmail(email).then((answer) => {
      if (!answer.ok) return fail(answer.error);
      emailThanks.dataset.shown = 'yes';
      listKey = [];
      render(client.state);
    });
  });

  offlineForm.addEventListener('submit', (event) => {
    event.preventDefault();
    const fail = (message: string) => {
      offlineError.hidden = false;
      offlineError.textContent = message;
    };
    const form = { name: offlineName.value.trim(), email: offlineEmail.value.trim(), message: offlineText.value.trim() };
    if (!form.name) return fail(t('offlineNameRequired'));
    if (!isValidEmail(form.email)) return fail(t('emailInvalid'));
    if (!form.message) return fail(t('offlineMessageRequired'));
    offlineError.hidden = true;
    offlineSubmit.disabled = true;
    void client.sendOfflineMessage(form).then((answer) => {
      offlineSubmit.disabled = false;
      if (!answer.ok) return fail(answer.error);
      offlineSent = true;
      render(client.state);
    });
  });

  attachButton.addEventListener('click', () => fileInput.click());
  fileInput.addEventListener('change', () => {
    const file = fileInput.files?.[0];
    fileInput.value = '';
    if (!file) return;
    const problem = validateAttachment(file);
    if (problem) return showNotice(problem);
    const visitorId = client.state.visitorId;
    if (!visitorId) return showNotice(t('attachmentFailed'));
    showNotice(t('uploading', { name: file.name }));
    void uploadAttachment({ fetchImpl, origin, pluginId, visitorId, file }).then((error) => showNotice(error));
  });

  const unsubscribe = client.subscribe(render);
  render(client.state);

  return {
    element,
    focus: () => {
      if (!conversation.hidden && rating.focus()) return;
      (offline.hidden ? textarea : offlineName).focus();
    },
    setConfig(next) {
      fallbackConfig = next;
      listKey = [];
      render(client.state);
    },
    destroy: () => {
      unsubscribe();
      rating.destroy();
      window.removeEventListener('focus', recheckPayments);
      document.removeEventListener('visibilitychange', recheckPayments);
      element.remove();
    },
  };
}
