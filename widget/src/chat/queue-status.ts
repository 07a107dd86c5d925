// The guest's place in the queue (issue 27): one polite live region, so a screen reader reads each new place.
import type { ChatClientState } from './chat-client';
import { t } from '../i18n/widget-texts';
import { el } from './dom';

/** "Expected wait: about 2 minutes"; null seconds (too little data) say "a few minutes". */
export function expectedWaitText(seconds: number | null): string {
  if (seconds === null) return t('expectedWaitUnknown');
  if (seconds < 60) return t('expectedWaitUnderMinute');
  return t('expectedWaitMinutes', { minutes: Math.round(seconds / 60) });
}

export interface QueueStatusView {
  /** Always in the panel (a live region must be there before its text changes); empty when nothing to say. */
  element: HTMLElement;
  /** Whether the offline form is on screen (the queue-closed note stands above it). */
  render(state: ChatClientState, offlineFormShown: boolean): void;
}

export function createQueueStatus(): QueueStatusView {
  const position = el('div');
  const wait = el('div');
  const box = el('div', { class: 'lc-queue', hidden: true }, position, wait);
  const closed = el('p', { class: 'lc-queue-closed', hidden: true }, t('queueClosed'));
  // Polite from the start; a status role only while it has something to say, so an empty region is not a
  // second status beside the widget's own status line.
  const element = el('div', { 'aria-live': 'polite' }, box, closed);

  const setText = (node: HTMLElement, text: string) => {
    // The same text again is not set, so it is not read again.
    if (node.textContent !== text) node.textContent = text;
  };

  return {
    element,
    render(state, offlineFormShown) {
      const queue = state.queue;
      box.hidden = !queue;
      setText(position, queue ? t('queuePosition', { position: queue.position! }) : '');
      setText(wait, queue ? expectedWaitText(queue.expectedWaitSeconds) : '');
      closed.hidden = !(state.queueClosed && offlineFormShown);
      if (box.hidden && closed.hidden) element.removeAttribute('role');
      else element.setAttribute('role', 'status');
    },
  };
}
