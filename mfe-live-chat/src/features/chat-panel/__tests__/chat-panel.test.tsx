// The Chat panel against the mock shell: load, message kinds, sending with acks and retries, the sync after a
// reconnect, typing, timer, read ticks and End Chat (spec 000 §2, §4, §5, §8, §9).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AgentEmitAcks, AgentEmitEvents } from 'shared-kernel/contracts';
import { httpError } from 'shared-kernel/testing';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { dayLabel } from 'shared-kernel/transcript';
import { CHAT, event, message, renderPanel } from './chat-panel-helpers';

const input = () => screen.getByRole('textbox', { name: T.inputLabel });
const texts = () => screen.getAllByTestId('message').map((m) => m.querySelector('p')?.textContent);
const sentMessages = (emitted: { name: string; payload: unknown }[]) =>
  emitted.filter((e) => e.name === 'inbound-agent').map((e) => e.payload as AgentEmitEvents['inbound-agent']);

afterEach(() => {
  jest.useRealTimers();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

describe('Chat panel', () => {
  it('loads the conversation with date separators, message kinds and resets unread', async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const today = new Date().toISOString();
    const { calls, emitted } = renderPanel([
      message(1, { chatTime: yesterday, bodyText: 'Hi there' }),
      message(2, { chatTime: today, bodyText: '[auto-message]We will be right with you' }),
      message(3, { chatTime: today, bodyText: '[attachment]invoice.pdf' }),
      message(4, { chatTime: today, bodyText: 'Paid: https://pay.example/receipt/abc' }),
      message(5, { chatTime: today, direction: 'outbound', bodyText: 'Hello, how can I help?' }),
    ]);
    expect(screen.getByRole('heading', { name: 'Guest3' })).toBeInTheDocument();
    expect(screen.getByText(T.careLine)).toBeInTheDocument();
    expect(await screen.findByText('Hi there')).toBeInTheDocument();
    expect(screen.getAllByTestId('date-separator').map((s) => s.textContent)).toEqual([dayLabel(yesterday), dayLabel(today)]);
    expect(screen.getByText('We will be right with you')).toBeInTheDocument();
    expect(screen.getByText(T.automated)).toBeInTheDocument();
    expect(screen.getByLabelText(T.attachment('invoice.pdf'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: T.show })).toHaveAttribute('href', 'https://pay.example/receipt/abc');
    expect(screen.getByText('Hi there').closest('[title]')).toHaveAttribute('title', expect.stringMatching(/\d/));
    expect(calls.find((c) => c.key === 'dashboardConversation')?.payload).toEqual({ visitorId: 'v-3' });
    expect(emitted).toContainEqual({ name: 'mark-as-read', payload: { visitorId: 'v-3', chatId: 'chat-3' }, ack: false });
  });

  it('shows guest HTML as text', async () => {
    renderPanel([message(1, { bodyText: '<img src=x onerror=alert(1)><script>alert(2)</script>' })]);
    expect(await screen.findByText('<img src=x onerror=alert(1)><script>alert(2)</script>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(document.querySelector('script')).toBeNull();
  });

  it('closes with the error toast when the answer carries a message', async () => {
    const { toasts, onClose } = renderPanel([], { endpoints: { dashboardConversation: { ongoing: null, history: [], message: 'Chat not found' } } });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(toasts).toContainEqual({ variant: 'error', message: 'Chat not found' });
  });

  it('appends a live message of this chat once and ignores other chats', async () => {
    const { push } = renderPanel([message(1)]);
    await screen.findByText('Message 1');
    push('outbound-agent', event(message(2, { bodyText: 'New words' })));
    push('outbound-agent', event(message(2, { bodyText: 'New words' })));
    push('outbound-agent', { ...event(message(3, { bodyText: 'Elsewhere' })), visitorId: 'v-9', chatId: 'chat-9' });
    expect(screen.getAllByText('New words')).toHaveLength(1);
    expect(screen.queryByText('Elsewhere')).not.toBeInTheDocument();
  });

  it('sends on Enter, adds a line on Shift+Enter and never sends blank text', async () => {
    const user = userEvent.setup();
    const { emitted } = renderPanel([message(1)]);
    await screen.findByText('Message 1');
    await user.type(input(), '   ');
    await user.keyboard('{Enter}');
    expect(sentMessages(emitted)).toHaveLength(0);
    await user.clear(input());
    await user.type(input(), 'first line{Shift>}{Enter}{/Shift}second line');
    expect(input()).toHaveValue('first line\nsecond line');
    expect(sentMessages(emitted)).toHaveLength(0);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sentMessages(emitted)).toHaveLength(1));
    expect(sentMessages(emitted)[0]).toMatchObject({
      visitorId: 'v-3',
      guestId: 3,
      agentId: 'u-owner',
      agentName: 'Demo Owner',
      agentPhoto: null,
      bodyText: 'first line\nsecond line',
      messageId: expect.any(String),
    });
    expect(input()).toHaveValue('');
    expect(emitted.some((e) => e.name === 'typing')).toBe(true);
  });

  it('shows a sent message as pending until the ack, then Sent', async () => {
    let answer: (ack: AgentEmitAcks['inbound-agent']) => void = () => undefined;
    const user = userEvent.setup();
    renderPanel([message(1)], { acks: { 'inbound-agent': () => new Promise((resolve) => (answer = resolve)) } });
    await screen.findByText('Message 1');
    await user.type(input(), 'Hello{Enter}');
    const bubble = (await screen.findByText('Hello')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(bubble).getByTestId('tick')).toHaveAttribute('data-tick', 'pending');
    await act(async () => answer({ ok: true, seq: 2, chatTime: new Date().toISOString() }));
    const sent = (await screen.findByText('Hello')).closest('[data-testid="message"]') as HTMLElement;
    expect(within(sent).getByTestId('tick')).toHaveAttribute('data-tick', 'sent');
    expect(within(sent).getByText(T.sent)).toBeInTheDocument();
  });

  it('refuses to send while the browser is offline and keeps the text', async () => {
    const user = userEvent.setup();
    const { emitted, toasts } = renderPanel([message(1)]);
    await screen.findByText('Message 1');
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await user.type(input(), 'Are you there?{Enter}');
    expect(toasts).toContainEqual({ variant: 'error', message: T.offline });
    expect(input()).toHaveValue('Are you there?');
    expect(sentMessages(emitted)).toHaveLength(0);
    expect(screen.queryAllByTestId('message')).toHaveLength(1);
  });

  it('resends an unacknowledged message with the same messageId after a reconnect', async () => {
    let attempt = 0;
    const user = userEvent.setup();
    const { emitted, bus } = renderPanel([message(1)], {
      acks: {
        'inbound-agent': () => {
          attempt += 1;
          if (attempt === 1) throw new Error('operation has timed out');
          return { ok: true, seq: 2, chatTime: new Date().toISOString() };
        },
      },
    });
    await screen.findByText('Message 1');
    await user.type(input(), 'Still there?{Enter}');
    await waitFor(() => expect(sentMessages(emitted)).toHaveLength(1));
    const pending = () => within(screen.getByText('Still there?').closest('[data-testid="message"]') as HTMLElement).getByTestId('tick');
    expect(pending()).toHaveAttribute('data-tick', 'pending');
    act(() => bus.setConnection('disconnected'));
    act(() => bus.setConnection('connected'));
    await waitFor(() => expect(sentMessages(emitted)).toHaveLength(2));
    const [first, second] = sentMessages(emitted);
    expect(second.messageId).toBe(first.messageId);
    await waitFor(() => expect(pending()).toHaveAttribute('data-tick', 'sent'));
    expect(screen.getAllByText('Still there?')).toHaveLength(1);
  });

  it('keeps a message sent too fast pending and sends it again with the same messageId after the pause the server asks', async () => {
    let attempt = 0;
    const user = userEvent.setup();
    const { emitted, toasts } = renderPanel([message(1)], {
      acks: {
        'inbound-agent': () => {
          attempt += 1;
          if (attempt === 1) return { ok: false, message: 'You are sending too fast. Please wait a moment.', retryAfterMs: 30 };
          return { ok: true, seq: 2, chatTime: new Date().toISOString() };
        },
      },
    });
    await screen.findByText('Message 1');
    await user.type(input(), 'One more thing{Enter}');
    const tick = () => within(screen.getByText('One more thing').closest('[data-testid="message"]') as HTMLElement).getByTestId('tick');
    await waitFor(() => expect(sentMessages(emitted)).toHaveLength(2));
    const [first, second] = sentMessages(emitted);
    expect(second.messageId).toBe(first.messageId);
    await waitFor(() => expect(tick()).toHaveAttribute('data-tick', 'sent'));
    expect(toasts).toEqual([]);
  });

  it('marks a refused message Not sent with the reason, keeps its text and never resends it', async () => {
    const user = userEvent.setup();
    const { emitted, bus, toasts } = renderPanel([message(1)], {
      acks: { 'inbound-agent': { ok: false, message: 'Chat not found' } },
    });
    await screen.findByText('Message 1');
    await user.type(input(), 'Are you still there?{Enter}');
    const bubble = (await screen.findByText('Are you still there?')).closest('[data-testid="message"]') as HTMLElement;
    await waitFor(() => expect(within(bubble).getByTestId('tick')).toHaveAttribute('data-tick', 'refused'));
    expect(within(bubble).getByTestId('tick')).toHaveTextContent(`${T.refused}: Chat not found`);
    expect(toasts).toContainEqual({ variant: 'error', message: 'Chat not found' });
    act(() => bus.setConnection('disconnected'));
    act(() => bus.setConnection('connected'));
    await act(async () => undefined);
    expect(sentMessages(emitted)).toHaveLength(1);
  });

  it('syncs what was missed after a reconnect: once each, in order', async () => {
    const { emitted, bus, push } = renderPanel([message(1), message(2)], {
      acks: { 'sync-chat': { ok: true, messages: [event(message(2)), event(message(3)), event(message(4)), event(message(5))] } },
    });
    await screen.findByText('Message 2');
    act(() => bus.setConnection('disconnected'));
    // One missed message arrives live before the sync answer.
    push('outbound-agent', event(message(4)));
    act(() => bus.setConnection('connected'));
    await screen.findByText('Message 5');
    expect(emitted).toContainEqual({ name: 'sync-chat', payload: { chatId: 'chat-3', afterSeq: 4 }, ack: true });
    expect(emitted).toContainEqual({ name: 'join-chat-room', payload: { visitorId: 'v-3' }, ack: false });
    expect(texts()).toEqual(['Message 1', 'Message 2', 'Message 3', 'Message 4', 'Message 5']);
  });

  it('shows the typing indicator and hides it after 3 s', async () => {
    jest.useFakeTimers();
    const { push } = renderPanel([message(1)]);
    await screen.findByText('Message 1');
    push('display-typing', { visitorId: 'v-3', guestId: 3, typing: true });
    expect(screen.getByText(T.typing(3))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2900));
    expect(screen.getByText(T.typing(3))).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText(T.typing(3))).not.toBeInTheDocument();
  });

  it('turns the chat timer red after 02:15', async () => {
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-11-21T12:00:00Z'));
    renderPanel([message(1, { chatTime: new Date('2026-11-21T11:57:50Z').toISOString() })]);
    const timer = await screen.findByRole('timer', { name: T.timer });
    expect(timer).toHaveTextContent('02:10');
    expect(timer).toHaveAttribute('data-late', 'false');
    act(() => jest.advanceTimersByTime(5000));
    expect(timer).toHaveTextContent('02:15');
    expect(timer).toHaveAttribute('data-late', 'false');
    act(() => jest.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('02:16');
    expect(timer).toHaveAttribute('data-late', 'true');
  });

  it('turns ticks to Read up to the read point', async () => {
    const base = Date.now() - 60_000;
    const { push } = renderPanel([
      message(1, { direction: 'outbound', bodyText: 'One', chatTime: new Date(base).toISOString() }),
      message(2, { direction: 'outbound', bodyText: 'Two', chatTime: new Date(base + 1000).toISOString() }),
    ]);
    await screen.findByText('Two');
    const tickOf = (text: string) => within(screen.getByText(text).closest('[data-testid="message"]') as HTMLElement).getByTestId('tick');
    expect(tickOf('One')).toHaveAttribute('data-tick', 'sent');
    push('marked-as-read', { ...CHAT, readUpTo: new Date(base).toISOString() });
    expect(tickOf('One')).toHaveAttribute('data-tick', 'read');
    expect(within(tickOf('One').parentElement as HTMLElement).getByText(T.read)).toBeInTheDocument();
    expect(tickOf('Two')).toHaveAttribute('data-tick', 'sent');
  });

  it('ends the chat after the confirmation, leaves the room and closes', async () => {
    const user = userEvent.setup();
    const { calls, emitted, onClose } = renderPanel([message(1)], { endpoints: { endChatByAgent: { statusCode: 200, message: 'Chat ended' } } });
    await user.click(await screen.findByRole('button', { name: T.endChat }));
    const dialog = screen.getByRole('dialog', { name: T.endChatTitle });
    expect(dialog).toHaveTextContent(T.endChatQuestion(3));
    await user.click(within(dialog).getByRole('button', { name: T.endChatConfirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.key === 'endChatByAgent')?.payload).toEqual({ visitorId: 'v-3' });
    expect(emitted).toContainEqual({ name: 'leave-chat-room', payload: { visitorId: 'v-3' }, ack: false });
  });

  it('treats 400 as already ended', async () => {
    const user = userEvent.setup();
    const { onClose } = renderPanel([message(1)], { endpoints: { endChatByAgent: httpError(400, 'The chat has already ended') } });
    await user.click(await screen.findByRole('button', { name: T.endChat }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.endChatConfirm }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('says why the chat could not be ended', async () => {
    const user = userEvent.setup();
    const { toasts, onClose, emitted } = renderPanel([message(1)], { endpoints: { endChatByAgent: httpError(403, 'Only the agent in this chat can end it') } });
    await user.click(await screen.findByRole('button', { name: T.endChat }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.endChatConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: 'Only the agent in this chat can end it' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(emitted.some((e) => e.name === 'leave-chat-room')).toBe(false);
  });

  it('falls back to the generic end-chat failure text', async () => {
    const user = userEvent.setup();
    const { toasts } = renderPanel([message(1)], { endpoints: { endChatByAgent: new Error('Network Error') } });
    await user.click(await screen.findByRole('button', { name: T.endChat }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.endChatConfirm }));
    await waitFor(() => expect(toasts).toContainEqual({ variant: 'error', message: T.endFailed }));
  });
});
