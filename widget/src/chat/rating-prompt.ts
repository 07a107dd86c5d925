// Issue 28: "How was your chat?" under the ended chat: Good / Bad, an optional comment, Send and Skip; after
// sending a thank-you line, and Change while the server still takes a second rating. Typed text stays text.
import type { ChatRatingValue, VisitorAcks } from 'shared-kernel/contracts';
import { RATING_CHANGE_WINDOW_MS, RATING_COMMENT_MAX, RATING_QUESTION } from 'shared-kernel/contracts';
import type { ChatClientState } from './chat-client';
import { el, icon } from './dom';
import { t } from '../i18n/widget-texts';

export interface RatingActions {
  rate(chatId: string, rating: ChatRatingValue, comment: string): Promise<VisitorAcks['visitor:rate']>;
  skip(): void;
  /** The prompt took focus away and has nowhere to put it (skipped, or no Change any more): the composer takes it. */
  leave(): void;
}

export interface RatingPromptView {
  element: HTMLElement;
  render(state: ChatClientState): void;
  /** Focuses the question while the guest is asked; false when the question is not shown. */
  focus(): boolean;
  destroy(): void;
}

/** A thumb up, drawn (no emoji font needed); turned over for Bad. */
const THUMB = 'M2 10h4v11H2zm6 0 4.5-6.5a1.5 1.5 0 0 1 2.6 1.3L14 10h5.5a2 2 0 0 1 1.9 2.6l-1.8 7A2 2 0 0 1 17.7 21H8z';

let promptCount = 0;

/** The chat the prompt is for: the rateable chat while it is the ended chat on screen and nothing new is typed. */
export function ratingChatOf(state: ChatClientState): string | null {
  const { rating, chat } = state;
  return rating && chat?.chatId === rating.chatId && chat.status === 'ended' && !state.pending.length ? rating.chatId : null;
}

export function createRatingPrompt(actions: RatingActions): RatingPromptView {
  const id = `lc-rate-${++promptCount}`;
  const question = el('p', { id: `${id}-q`, class: 'lc-rating-q', tabindex: '-1' }, RATING_QUESTION);
  const choice = (value: ChatRatingValue, label: string) => {
    const button = el('button', { type: 'button', class: `lc-choice lc-${value}`, 'aria-pressed': 'false' }, icon(THUMB), label);
    button.addEventListener('click', () => {
      picked = value;
      update();
    });
    return button;
  };
  const good = choice('good', t('ratingGood'));
  const bad = choice('bad', t('ratingBad'));
  const comment = el('textarea', {
    id: `${id}-c`,
    class: 'lc-input',
    rows: '3',
    maxlength: String(RATING_COMMENT_MAX),
    'aria-describedby': `${id}-n`,
  });
  const counter = el('div', { id: `${id}-n`, class: 'lc-meta', 'aria-live': 'polite' });
  const error = el('div', { class: 'lc-error', role: 'alert', hidden: true });
  const send = el('button', { type: 'button', class: 'lc-button' }, t('send'));
  const skip = el('button', { type: 'button', class: 'lc-link' }, t('ratingSkip'));
  const form = el(
    'div',
    { class: 'lc-rating-form' },
    el('div', { class: 'lc-row lc-wrap' }, good, bad),
    el('label', { for: comment.id }, t('ratingComment')),
    comment,
    counter,
    error,
    el('div', { class: 'lc-row lc-wrap' }, send, skip),
  );
  // A polite region from the start, so the thank-you line is read when it appears.
  const thanks = el('p', { class: 'lc-rating-thanks', role: 'status' });
  const change = el('button', { type: 'button', class: 'lc-link', hidden: true }, t('ratingChange'));
  const element = el('div', { class: 'lc-info lc-rating', role: 'group', 'aria-labelledby': question.id, hidden: true }, question, form, thanks, change);

  /** The chat asked about; null while hidden. */
  let shown: string | null = null;
  let picked: ChatRatingValue | null = null;
  let sending = false;
  /** The form is up (asking, or changing the rating); else the thank-you line. */
  let asking = true;
  let accepted: { rating: ChatRatingValue; comment: string } | null = null;
  /** When the server took the first rating: Change is offered for RATING_CHANGE_WINDOW_MS after it. */
  let firstRatedAt: number | null = null;
  let windowTimer: ReturnType<typeof setTimeout> | null = null;

  const setText = (node: HTMLElement, text: string) => {
    // The same text is not set again, so a live region does not read it again.
    if (node.textContent !== text) node.textContent = text;
  };
  const canChange = () => firstRatedAt !== null && Date.now() - firstRatedAt < RATING_CHANGE_WINDOW_MS;
  const showError = (text: string) => {
    error.hidden = !text;
    error.textContent = text;
  };

  function update(): void {
    good.setAttribute('aria-pressed', String(picked === 'good'));
    bad.setAttribute('aria-pressed', String(picked === 'bad'));
    setText(counter, t('ratingCount', { length: comment.value.length, max: RATING_COMMENT_MAX }));
    send.disabled = !picked || sending;
    question.hidden = !asking;
    form.hidden = !asking;
    setText(thanks, asking ? '' : t('ratingThanks'));
    change.hidden = asking || !canChange();
  }

  function reset(chatId: string | null): void {
    shown = chatId;
    picked = null;
    sending = false;
    asking = true;
    accepted = null;
    firstRatedAt = null;
    if (windowTimer) clearTimeout(windowTimer);
    windowTimer = null;
    comment.value = '';
    showError('');
    update();
  }

  comment.addEventListener('input', update);

  send.addEventListener('click', () => {
    const chatId = shown;
    if (!chatId || !picked || sending) return;
    const rating = picked;
    const text = comment.value.trim();
    sending = true;
    showError('');
    update();
    void actions.rate(chatId, rating, text).then((answer) => {
      // Skipped, or a new chat began, while it was on its way.
      if (shown !== chatId) return;
      sending = false;
      if (!answer.ok) {
        // What the guest chose and typed stays, to send again.
        showError(answer.fieldErrors?.comment || answer.error);
        update();
        return;
      }
      accepted = { rating, comment: text };
      asking = false;
      if (firstRatedAt === null) {
        firstRatedAt = Date.now();
        // Change goes when the server would refuse it.
        windowTimer = setTimeout(() => {
          windowTimer = null;
          const hadFocus = change.matches(':focus');
          update();
          if (hadFocus) actions.leave();
        }, RATING_CHANGE_WINDOW_MS);
      }
      update();
      if (change.hidden) actions.leave();
      else change.focus();
    });
  });

  skip.addEventListener('click', () => {
    actions.skip();
    actions.leave();
  });

  change.addEventListener('click', () => {
    if (!accepted) return;
    picked = accepted.rating;
    comment.value = accepted.comment;
    asking = true;
    showError('');
    update();
    question.focus();
  });

  const focus = () => {
    if (!shown || !asking) return false;
    question.focus();
    return true;
  };

  return {
    element,
    render(state) {
      const chatId = ratingChatOf(state);
      const appeared = chatId !== shown;
      if (appeared) reset(chatId);
      element.hidden = !chatId;
      if (appeared) focus();
    },
    focus,
    destroy() {
      if (windowTimer) clearTimeout(windowTimer);
    },
  };
}
