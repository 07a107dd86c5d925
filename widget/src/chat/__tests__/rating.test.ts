// Issue 28: when a chat ends the guest is asked "How was your chat?" (Good / Bad, an optional comment).
import type { WidgetMessage, WidgetPublicConfig } from 'shared-kernel/contracts';
import { RATING_CHANGE_WINDOW_MS, RATING_NOT_ALLOWED, SENDING_TOO_FAST } from 'shared-kernel/contracts';
import { ChatClient } from '../chat-client';
import { createChatView } from '../chat-view';
import { createWidgetStorage } from '../storage';
import { CONFIG, FakeSocket, flush } from './fake-socket';

const AGENT_MESSAGE: WidgetMessage = {
  id: 'm1',
  seq: 1,
  chatId: 'c1',
  direction: 'outbound',
  bodyText: 'Hello, how can I help?',
  chatTime: '2026-01-01T10:00:00Z',
  agentName: 'Ann',
};

function setup(options: { config?: Partial<WidgetPublicConfig>; endBeforeView?: boolean } = {}) {
  localStorage.clear();
  document.body.replaceChildren();
  const socket = new FakeSocket();
  let n = 0;
  const client = new ChatClient({ socket, storage: createWidgetStorage('p1', localStorage), newId: () => `id-${++n}` });
  const config = { ...CONFIG, ...options.config };
  socket.serverConnect();
  socket.push('widget:hello', {
    visitorId: 'v1',
    guestId: 1,
    oldVisitor: true,
    config,
    online: true,
    chat: { chatId: 'c1', status: 'active', agentName: 'Ann', messages: [AGENT_MESSAGE], lastSeq: 1, payments: [] },
  });
  if (options.endBeforeView) socket.push('widget:chat-ended', { chatId: 'c1', status: 5, rateable: true });
  const view = createChatView({ client, origin: 'https://chat.example', pluginId: 'p1', config, onClose: jest.fn() });
  document.body.append(view.element);
  const root = view.element;
  const q = <T extends Element>(selector: string) => root.querySelector<T>(selector);
  const visible = (selector: string) => {
    const node = q<HTMLElement>(selector);
    if (!node || !node.isConnected) return false;
    for (let el: HTMLElement | null = node; el && el !== root.parentElement; el = el.parentElement) if (el.hidden) return false;
    return true;
  };
  const button = (text: string) => Array.from(root.querySelectorAll<HTMLButtonElement>('.lc-rating button')).find((b) => b.textContent === text)!;
  const comment = () => q<HTMLTextAreaElement>('.lc-rating textarea')!;
  const type = (text: string) => {
    comment().value = text;
    comment().dispatchEvent(new Event('input', { bubbles: true }));
  };
  const end = (rateable?: boolean) => socket.push('widget:chat-ended', { chatId: 'c1', status: 5, ...(rateable === undefined ? {} : { rateable }) });
  const rates = () => socket.sent('visitor:rate');
  return { socket, client, view, root, q, visible, button, comment, type, end, rates };
}

describe('chat rating', () => {
  afterEach(() => jest.useRealTimers());

  it('asks when a rateable chat ends: a labelled group, real buttons with text, focus on the question', () => {
    const { root, q, visible, button, comment, end } = setup();
    expect(visible('.lc-rating')).toBe(false);
    end(true);
    expect(visible('.lc-rating')).toBe(true);
    const group = q<HTMLElement>('.lc-rating')!;
    expect(group.getAttribute('role')).toBe('group');
    const question = root.querySelector<HTMLElement>(`#${group.getAttribute('aria-labelledby')}`)!;
    expect(question.textContent).toBe('How was your chat?');
    expect(document.activeElement).toBe(question);
    for (const label of ['Good', 'Bad']) {
      expect(button(label).tagName).toBe('BUTTON');
      expect(button(label).type).toBe('button');
      expect(button(label).getAttribute('aria-pressed')).toBe('false');
      expect(button(label).querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    }
    // The comment is labelled and described by its counter.
    const label = root.querySelector<HTMLLabelElement>(`label[for="${comment().id}"]`);
    expect(label?.textContent).toBe('Comment (optional)');
    expect(comment().getAttribute('aria-describedby')).toBe(q('.lc-rating [aria-live=polite]')!.id);
    expect(button('Send').disabled).toBe(true);
    expect(button('Skip')).toBeDefined();
  });

  it('does not ask when the chat is not rateable, or rating is off for the widget', () => {
    for (const rateable of [false, undefined]) {
      const { visible, end } = setup();
      end(rateable);
      expect(visible('.lc-ended')).toBe(true);
      expect(visible('.lc-rating')).toBe(false);
    }
    const off = setup({ config: { ratingEnabled: false } });
    off.end(true);
    expect(off.visible('.lc-rating')).toBe(false);
    const on = setup({ config: { ratingEnabled: true } });
    on.end(true);
    expect(on.visible('.lc-rating')).toBe(true);
  });

  it('presses Good or Bad, one at a time, and enables Send then', () => {
    const { button, end } = setup();
    end(true);
    button('Good').click();
    expect(button('Good').getAttribute('aria-pressed')).toBe('true');
    expect(button('Bad').getAttribute('aria-pressed')).toBe('false');
    expect(button('Send').disabled).toBe(false);
    button('Bad').click();
    expect(button('Good').getAttribute('aria-pressed')).toBe('false');
    expect(button('Bad').getAttribute('aria-pressed')).toBe('true');
  });

  it('counts the comment live, at most 500 characters', () => {
    const { q, comment, type, end } = setup();
    end(true);
    const counter = q<HTMLElement>('.lc-rating [aria-live=polite]')!;
    expect(counter.textContent).toBe('0 of 500 characters');
    expect(comment().maxLength).toBe(500);
    type('Quick and kind');
    expect(counter.textContent).toBe('14 of 500 characters');
  });

  it('sends visitor:rate for the ended chat, then thanks the guest and offers Change', async () => {
    const { q, visible, button, type, end, rates } = setup();
    end(true);
    button('Good').click();
    type('  <img src=x onerror="window.__xss=1"> Quick and kind  ');
    button('Send').click();
    expect(button('Send').disabled).toBe(true);
    expect(rates()).toHaveLength(1);
    expect(rates()[0].payload).toEqual({ chatId: 'c1', rating: 'good', comment: '<img src=x onerror="window.__xss=1"> Quick and kind' });
    rates()[0].ack?.({ ok: true, rating: { value: 'good', comment: 'Quick and kind', ratedAt: '2026-01-01T10:05:00Z' } });
    await flush();
    expect(q('.lc-rating [role=status]')?.textContent).toBe('Thank you for your feedback.');
    expect(visible('.lc-rating-form')).toBe(false);
    expect(button('Change').hidden).toBe(false);
    expect(document.activeElement).toBe(button('Change'));
    expect(q('img[src=x]')).toBeNull();
  });

  it('sends no comment when none was typed', () => {
    const { button, end, rates } = setup();
    end(true);
    button('Bad').click();
    button('Send').click();
    expect(rates()[0].payload).toEqual({ chatId: 'c1', rating: 'bad' });
  });

  it('shows a refusal in the prompt and keeps what the guest chose and typed', async () => {
    const { q, visible, button, comment, type, end, rates } = setup();
    end(true);
    button('Bad').click();
    type('Too slow');
    button('Send').click();
    rates()[0].ack?.({ ok: false, error: 'Something went wrong. Please try again.' });
    await flush();
    const alert = q<HTMLElement>('.lc-rating [role=alert]')!;
    expect(visible('.lc-rating [role=alert]')).toBe(true);
    expect(alert.textContent).toBe('Something went wrong. Please try again.');
    expect(comment().value).toBe('Too slow');
    expect(button('Bad').getAttribute('aria-pressed')).toBe('true');
    expect(button('Send').disabled).toBe(false);
    // Sent again: the alert goes.
    button('Send').click();
    expect(rates()).toHaveLength(2);
    expect(visible('.lc-rating [role=alert]')).toBe(false);
  });

  it('says so when the connection is lost', async () => {
    const { q, button, end, socket } = setup();
    end(true);
    button('Good').click();
    socket.serverDisconnect();
    button('Send').click();
    await flush();
    expect(q('.lc-rating [role=alert]')?.textContent).toBe('No connection. Please try again.');
  });

  it('sends the same rating again after retryAfterMs', async () => {
    jest.useFakeTimers();
    const { q, button, type, end, rates } = setup();
    end(true);
    button('Good').click();
    type('Thanks');
    button('Send').click();
    rates()[0].ack?.({ ok: false, error: SENDING_TOO_FAST, retryAfterMs: 1500 });
    await flush();
    jest.advanceTimersByTime(1499);
    await flush();
    expect(rates()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(rates()).toHaveLength(2);
    expect(rates()[1].payload).toEqual(rates()[0].payload);
    rates()[1].ack?.({ ok: true, rating: { value: 'good', comment: 'Thanks', ratedAt: '2026-01-01T10:05:00Z' } });
    await flush();
    expect(q('.lc-rating [role=status]')?.textContent).toBe('Thank you for your feedback.');
  });

  it('Skip hides the prompt, sends nothing, hands focus to the composer, and it is not asked again', () => {
    const { q, visible, button, end, rates } = setup();
    end(true);
    button('Skip').click();
    expect(visible('.lc-rating')).toBe(false);
    expect(rates()).toHaveLength(0);
    expect(document.activeElement).toBe(q('.lc-textarea'));
    end(true);
    expect(visible('.lc-rating')).toBe(false);
  });

  it('Change opens the rating again with the last choice within the window, and not after it', async () => {
    jest.useFakeTimers();
    const { q, button, comment, type, end, rates } = setup();
    end(true);
    button('Good').click();
    type('Fine');
    button('Send').click();
    rates()[0].ack?.({ ok: true, rating: { value: 'good', comment: 'Fine', ratedAt: '2026-01-01T10:05:00Z' } });
    await flush();
    jest.advanceTimersByTime(60_000);
    button('Change').click();
    expect(q('.lc-rating-form')?.hasAttribute('hidden')).toBe(false);
    expect(button('Good').getAttribute('aria-pressed')).toBe('true');
    expect(comment().value).toBe('Fine');
    expect(document.activeElement).toBe(q('.lc-rating-q'));
    button('Bad').click();
    type('On second thought, slow');
    button('Send').click();
    expect(rates()[1].payload).toEqual({ chatId: 'c1', rating: 'bad', comment: 'On second thought, slow' });
    rates()[1].ack?.({ ok: true, rating: { value: 'bad', comment: 'On second thought, slow', ratedAt: '2026-01-01T10:06:00Z' } });
    await flush();
    expect(button('Change').hidden).toBe(false);
    // The window counts from the first rating.
    jest.advanceTimersByTime(RATING_CHANGE_WINDOW_MS - 60_000);
    expect(button('Change').hidden).toBe(true);
    expect(q('.lc-rating [role=status]')?.textContent).toBe('Thank you for your feedback.');
  });

  it('shows the server’s refusal of a late change', async () => {
    const { q, button, end, rates } = setup();
    end(true);
    button('Good').click();
    button('Send').click();
    rates()[0].ack?.({ ok: true, rating: { value: 'good', comment: null, ratedAt: '2026-01-01T10:05:00Z' } });
    await flush();
    button('Change').click();
    button('Bad').click();
    button('Send').click();
    rates()[1].ack?.({ ok: false, error: RATING_NOT_ALLOWED });
    await flush();
    expect(q('.lc-rating [role=alert]')?.textContent).toBe(RATING_NOT_ALLOWED);
  });

  it('goes when the guest starts a new chat', async () => {
    const { socket, q, visible, end, type } = setup();
    end(true);
    type('half a comment');
    const composer = q<HTMLTextAreaElement>('.lc-textarea')!;
    composer.value = 'One more question';
    composer.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
    expect(visible('.lc-rating')).toBe(false);
    await flush();
    expect(socket.sent('visitor:message')).toHaveLength(1);
    socket.sent('visitor:message')[0].ack?.({
      ok: true,
      message: { id: 'm9', seq: 1, chatId: 'c2', direction: 'inbound', bodyText: 'One more question', chatTime: '2026-01-01T11:00:00Z', clientMessageId: 'id-1' },
    });
    await flush();
    expect(visible('.lc-rating')).toBe(false);
    // The new chat's own end asks about the new chat.
    socket.push('widget:chat-accepted', { chatId: 'c2', agentName: 'Bo', agentPhotoUrl: '' });
    socket.push('widget:chat-ended', { chatId: 'c2', status: 5, rateable: true });
    expect(visible('.lc-rating')).toBe(true);
    expect(q<HTMLTextAreaElement>('.lc-rating textarea')?.value).toBe('');
  });

  it('asks once when the guest ends the chat, whichever comes first: the ack or widget:chat-ended', async () => {
    for (const eventFirst of [false, true]) {
      const { socket, q, visible, type } = setup();
      q<HTMLButtonElement>('.lc-end')!.click();
      await flush();
      const ack = () => socket.sent('visitor:end-chat')[0].ack?.({ ok: true });
      if (!eventFirst) ack();
      await flush();
      socket.push('widget:chat-ended', { chatId: 'c1', status: 5, rateable: true });
      expect(visible('.lc-rating')).toBe(true);
      type('typed before the ack');
      if (eventFirst) ack();
      await flush();
      // A repeated widget:chat-ended neither resets nor doubles it.
      socket.push('widget:chat-ended', { chatId: 'c1', status: 5, rateable: true });
      expect(document.body.querySelectorAll('.lc-rating')).toHaveLength(1);
      expect(q<HTMLTextAreaElement>('.lc-rating textarea')?.value).toBe('typed before the ack');
    }
  });

  it('shows when the window opens after the chat ended, the question taking focus', () => {
    const { view, q, visible } = setup({ endBeforeView: true });
    expect(visible('.lc-rating')).toBe(true);
    view.focus();
    expect(document.activeElement).toBe(q('.lc-rating-q'));
  });

  it('leaves the queue-closed flow alone: the offline form, no prompt', () => {
    const { socket, visible } = setup();
    socket.push('widget:queue-closed', { chatId: 'c1', reason: 'queue-full' });
    socket.push('widget:chat-ended', { chatId: 'c1', status: 5 });
    expect(visible('.lc-offline')).toBe(true);
    expect(visible('.lc-rating')).toBe(false);
  });
});
