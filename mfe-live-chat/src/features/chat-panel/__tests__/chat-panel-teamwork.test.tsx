// The Chat panel's staff side (issue 26): soft lock, notes, hand-overs in the conversation, presence notices
// and the viewers in the header.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PRESENCE_REPEAT_MS, TEAMWORK_TEXTS, type AgentEmitAcks, type AgentEmitEvents, type ChatNote, type ChatViewer } from 'shared-kernel/contracts';
import { CHAT_PANEL_TEXTS as T } from '../../../app/texts';
import { chatActivity, chatNote, holding } from '../../../test-support/live-chat-fixtures';
import { CHAT, message, renderPanel } from './chat-panel-helpers';

const messageBox = () => screen.getByRole('textbox', { name: T.inputLabel });
const noteBox = () => screen.getByRole('textbox', { name: T.noteLabel });
const noteToggle = () => screen.getByRole('button', { name: T.noteToggle });
const emittedOf = <N extends keyof AgentEmitEvents>(emitted: { name: string; payload: unknown }[], name: N) =>
  emitted.filter((e) => e.name === name).map((e) => e.payload as AgentEmitEvents[N]);
const teamwork = (patch: Parameters<typeof holding>[1] = {}, notes: ChatNote[] = [], activity = [] as ReturnType<typeof chatActivity>[]) => ({
  chatTeamwork: { holding: holding(3, patch), notes, activity },
});

afterEach(() => jest.useRealTimers());

/** The app composes the chat-teamwork feature's avatars in; here, the names the panel hands over. */
function Viewers({ viewers }: { viewers: ChatViewer[] }) {
  return (
    <span data-testid="chat-viewers" role="status">
      {viewers.map((v) => `${v.fullName}:${v.typing ?? 'viewing'}`).join(', ')}
    </span>
  );
}

describe('Chat panel: soft lock', () => {
  it('lets only notes be written when another agent holds the chat', async () => {
    const user = userEvent.setup();
    const { emitted, calls } = renderPanel([message(1)], { endpoints: teamwork({ holderId: 'u-bob', holderName: 'Bob Baker' }) });
    expect(await screen.findByText(TEAMWORK_TEXTS.heldBy('Bob Baker'))).toBeInTheDocument();
    expect(calls.find((c) => c.key === 'chatTeamwork')?.query).toEqual({ chatId: 'chat-3' });
    expect(screen.queryByRole('button', { name: T.endChat })).not.toBeInTheDocument();
    expect(noteToggle()).toHaveAttribute('aria-pressed', 'true');
    expect(noteToggle()).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: T.inputLabel })).not.toBeInTheDocument();
    await user.type(noteBox(), 'Bob, the guest asks for a refund{Enter}');
    await waitFor(() => expect(emittedOf(emitted, 'chat-note')).toHaveLength(1));
    expect(emittedOf(emitted, 'chat-note')[0]).toEqual({ chatId: 'chat-3', bodyText: 'Bob, the guest asks for a refund', noteId: expect.any(String), mentions: [] });
    expect(emittedOf(emitted, 'inbound-agent')).toHaveLength(0);
    expect(emittedOf(emitted, 'typing')).toHaveLength(0);
  });

  it('writes to the guest when the signed-in user holds the chat', async () => {
    renderPanel([message(1)], { endpoints: teamwork() });
    await screen.findByText('Message 1');
    await waitFor(() => expect(noteToggle()).toBeEnabled());
    expect(noteToggle()).toHaveAttribute('aria-pressed', 'false');
    expect(messageBox()).toBeEnabled();
    expect(screen.queryByTestId('read-only-line')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: T.endChat })).toBeInTheDocument();
  });

  it('shows a refusal of the server as today: toast and Not sent', async () => {
    const user = userEvent.setup();
    const { toasts } = renderPanel([message(1)], { acks: { 'inbound-agent': { ok: false, message: TEAMWORK_TEXTS.notHeld } } });
    await screen.findByText('Message 1');
    await user.type(messageBox(), 'Hello{Enter}');
    const bubble = (await screen.findByText('Hello')).closest('[data-testid="message"]') as HTMLElement;
    await waitFor(() => expect(within(bubble).getByTestId('tick')).toHaveAttribute('data-tick', 'refused'));
    expect(toasts).toContainEqual({ variant: 'error', message: TEAMWORK_TEXTS.notHeld });
  });
});

describe('Chat panel: a file as a note', () => {
  it('uploads the chosen file with the chat and a note id, and shows the stored note', async () => {
    const user = userEvent.setup();
    const stored = chatNote(3, 'n-file', { bodyText: '[attachment]abc.png', authorName: 'Demo Owner' });
    const { calls } = renderPanel([message(1)], { endpoints: { ...teamwork(), noteAttachment: { ok: true, note: stored } } });
    await screen.findByText('Message 1');
    await waitFor(() => expect(noteToggle()).toBeEnabled());
    expect(screen.queryByLabelText(T.attachNoteFile)).not.toBeInTheDocument();
    await user.click(noteToggle());
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'screen.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText(T.attachNoteFile), file);
    await waitFor(() => expect(calls.find((c) => c.key === 'noteAttachment')).toBeDefined());
    const form = calls.find((c) => c.key === 'noteAttachment')?.payload as FormData;
    expect(form.get('chatId')).toBe('chat-3');
    expect(form.get('noteId')).toEqual(expect.any(String));
    expect((form.get('file') as File).name).toBe('screen.png');
    expect(await screen.findByRole('note', { name: T.noteBy('Demo Owner') })).toBeInTheDocument();
  });
});

describe('Chat panel: notes', () => {
  it('sends a note with the toggle and with /note, pending until the ack, drawn as a note', async () => {
    let answer: (ack: AgentEmitAcks['chat-note']) => void = () => undefined;
    const user = userEvent.setup();
    const { emitted } = renderPanel([message(1)], {
      endpoints: teamwork(),
      acks: { 'chat-note': (payload) => (payload.bodyText === 'hello' ? { ok: true } : new Promise((resolve) => (answer = resolve))) },
    });
    await screen.findByText('Message 1');
    await user.type(messageBox(), '/note hello{Enter}');
    await waitFor(() => expect(emittedOf(emitted, 'chat-note')).toHaveLength(1));
    expect(emittedOf(emitted, 'chat-note')[0].bodyText).toBe('hello');
    expect(emittedOf(emitted, 'inbound-agent')).toHaveLength(0);
    await user.click(noteToggle());
    expect(noteToggle()).toHaveAttribute('aria-pressed', 'true');
    await user.type(noteBox(), 'Second note{Enter}');
    const note = (await screen.findByText('Second note')).closest('[data-testid="note"]') as HTMLElement;
    expect(note).toHaveAttribute('data-state', 'pending');
    expect(within(note).getByRole('note', { name: T.noteBy('Demo Owner') })).toBeInTheDocument();
    expect(note).toHaveTextContent(`${T.note} · Demo Owner`);
    const sent = emittedOf(emitted, 'chat-note')[1];
    await act(async () => answer({ ok: true, note: chatNote(3, 'n-9', { bodyText: 'Second note', noteId: sent.noteId, authorId: 'u-owner', authorName: 'Demo Owner' }) }));
    await waitFor(() => expect(screen.getByText('Second note').closest('[data-testid="note"]')).toHaveAttribute('data-state', 'sent'));
    expect(screen.getAllByText('Second note')).toHaveLength(1);
  });

  it('resends an unacknowledged note with the same noteId after a reconnect', async () => {
    let attempt = 0;
    const user = userEvent.setup();
    const { emitted, bus } = renderPanel([message(1)], {
      endpoints: teamwork(),
      acks: {
        'chat-note': () => {
          attempt += 1;
          if (attempt === 1) throw new Error('operation has timed out');
          return { ok: true };
        },
      },
    });
    await screen.findByText('Message 1');
    await user.type(messageBox(), '/note Still pending{Enter}');
    await waitFor(() => expect(emittedOf(emitted, 'chat-note')).toHaveLength(1));
    act(() => bus.setConnection('disconnected'));
    act(() => bus.setConnection('connected'));
    await waitFor(() => expect(emittedOf(emitted, 'chat-note')).toHaveLength(2));
    const [first, second] = emittedOf(emitted, 'chat-note');
    expect(second.noteId).toBe(first.noteId);
    await waitFor(() => expect(screen.getByText('Still pending').closest('[data-testid="note"]')).toHaveAttribute('data-state', 'sent'));
  });

  it('shows the notes and hand-overs of others between the messages, as text only', async () => {
    const base = Date.now() - 60_000;
    const time = (s: number) => new Date(base + s * 1000).toISOString();
    const { push } = renderPanel(
      [message(1, { bodyText: 'First', chatTime: time(0) }), message(2, { bodyText: 'Second', chatTime: time(20) })],
      {
        endpoints: teamwork({}, [chatNote(3, 'n1', { bodyText: 'Loaded note', chatTime: time(10) })], [
          chatActivity(3, 'transfer-agent', { actorName: 'Anna Admin', toAgentId: 'u-owner', toAgentName: 'Demo Owner', note: 'VIP guest', chatTime: time(15) }),
        ]),
      },
    );
    await screen.findByText('Loaded note');
    push('chat-note', chatNote(3, 'n2', { bodyText: '<img src=x onerror=alert(1)>', chatTime: time(30) }));
    push('chat-note', chatNote(9, 'n3', { bodyText: 'Other chat' }));
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
    expect(screen.queryByText('Other chat')).not.toBeInTheDocument();
    const order = [...document.querySelectorAll('[data-testid="message"], [data-testid="note"], [data-testid="activity"]')].map((el) => el.getAttribute('data-testid'));
    expect(order).toEqual(['message', 'note', 'activity', 'message', 'note']);
    const line = screen.getByTestId('activity');
    expect(line).toHaveTextContent(T.transferredToAgent('Anna Admin', 'Demo Owner'));
    expect(line).toHaveTextContent(T.transferNote('VIP guest'));
    expect(line).toHaveTextContent(T.staffOnly);
  });
});

describe('Chat panel: the chat changing hands', () => {
  it('keeps a note being typed a note when the user comes to hold the chat', async () => {
    const user = userEvent.setup();
    const { push, emitted } = renderPanel([message(1)], { endpoints: teamwork({ holderId: 'u-bob', holderName: 'Bob Baker' }) });
    await screen.findByText(TEAMWORK_TEXTS.heldBy('Bob Baker'));
    await user.type(noteBox(), 'Internal only');
    push('chat-holder-changed', {
      ...CHAT,
      holding: holding(3),
      activity: chatActivity(3, 'transfer-agent', { actorId: 'u-bob', actorName: 'Bob Baker', toAgentId: 'u-owner', toAgentName: 'Demo Owner' }),
      previousHolderId: 'u-bob',
    });
    await waitFor(() => expect(noteToggle()).toBeEnabled());
    expect(noteToggle()).toHaveAttribute('aria-pressed', 'true');
    await user.type(noteBox(), '{Enter}');
    await waitFor(() => expect(emittedOf(emitted, 'chat-note')).toHaveLength(1));
    expect(emittedOf(emitted, 'inbound-agent')).toHaveLength(0);
    await user.click(noteToggle());
    expect(messageBox()).toBeEnabled();
  });

  it('shows the guest’s system lines centred, without their marker', async () => {
    renderPanel([message(1, { direction: 'outbound', bodyText: '[system]You are now chatting with Bob' })]);
    const line = await screen.findByText('You are now chatting with Bob');
    expect(line.closest('[data-testid="message"]')).toHaveAttribute('data-kind', 'system');
  });

  it('turns read-only when a supervisor takes it over, with the hand-over in the conversation', async () => {
    const { push, onClose } = renderPanel([message(1)], { endpoints: teamwork() });
    await screen.findByText('Message 1');
    await waitFor(() => expect(screen.getByRole('button', { name: T.endChat })).toBeInTheDocument());
    push('chat-holder-changed', {
      ...CHAT,
      holding: holding(3, { holderId: 'u-anna', holderName: 'Anna Admin' }),
      activity: chatActivity(3, 'take-over', { toAgentId: 'u-anna', toAgentName: 'Anna Admin' }),
      previousHolderId: 'u-owner',
    });
    expect(await screen.findByText(T.takenOverBy('Anna Admin'))).toBeInTheDocument();
    expect(screen.getByTestId('activity')).toHaveTextContent(T.tookOverFrom('Anna Admin', 'Demo Owner'));
    expect(noteBox()).toBeEnabled();
    expect(screen.queryByRole('button', { name: T.endChat })).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('waits read-only for a department, then closes when one of its agents accepts', async () => {
    const { push, onClose } = renderPanel([message(1)], { endpoints: teamwork() });
    await screen.findByText('Message 1');
    await waitFor(() => expect(screen.getByRole('button', { name: T.endChat })).toBeInTheDocument());
    push('chat-holder-changed', {
      ...CHAT,
      holding: holding(3, { holderId: null, holderName: null, waitingFor: { departmentId: 'd-sales', departmentName: 'Sales' } }),
      activity: chatActivity(3, 'transfer-department', { actorId: 'u-owner', actorName: 'Demo Owner', departmentId: 'd-sales', departmentName: 'Sales' }),
      previousHolderId: 'u-owner',
    });
    expect(await screen.findByText(T.waitingFor('Sales'))).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    push('chat-holder-changed', {
      ...CHAT,
      holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }),
      activity: chatActivity(3, 'accept-transfer', { actorId: 'u-bob', actorName: 'Bob Baker', toAgentId: 'u-bob', toAgentName: 'Bob Baker', departmentName: 'Sales' }),
      previousHolderId: null,
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('closes when the chat is transferred to another agent', async () => {
    const { push, onClose } = renderPanel([message(1)], { endpoints: teamwork() });
    await screen.findByText('Message 1');
    push('chat-holder-changed', {
      ...CHAT,
      holding: holding(3, { holderId: 'u-bob', holderName: 'Bob Baker' }),
      activity: chatActivity(3, 'transfer-agent', { toAgentId: 'u-bob', toAgentName: 'Bob Baker' }),
      previousHolderId: 'u-owner',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

describe('Chat panel: who is viewing and typing', () => {
  it('tells the server on open, every 4 s, when typing starts and stops, and on close', async () => {
    jest.useFakeTimers();
    const { emitted, unmount } = renderPanel([message(1)], { endpoints: teamwork() });
    await screen.findByText('Message 1');
    const viewing = () => emittedOf(emitted, 'chat-viewing');
    await waitFor(() => expect(viewing()).toEqual([{ chatId: 'chat-3', viewing: true, typing: null }]));
    act(() => jest.advanceTimersByTime(PRESENCE_REPEAT_MS));
    expect(viewing()).toHaveLength(2);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.type(messageBox(), 'Hi');
    expect(viewing().at(-1)).toEqual({ chatId: 'chat-3', viewing: true, typing: 'message' });
    await user.clear(messageBox());
    await user.type(messageBox(), '/note x');
    expect(viewing().at(-1)).toEqual({ chatId: 'chat-3', viewing: true, typing: 'note' });
    act(() => jest.advanceTimersByTime(3100));
    expect(viewing().at(-1)).toEqual({ chatId: 'chat-3', viewing: true, typing: null });
    unmount();
    expect(viewing().at(-1)).toEqual({ chatId: 'chat-3', viewing: false, typing: null });
  });

  it('shows the other viewers in the header and forgets one not heard of for 10 s', async () => {
    jest.useFakeTimers();
    const { push } = renderPanel([message(1)], { endpoints: teamwork() }, { viewers: Viewers });
    await screen.findByText('Message 1');
    push('chat-presence', { chatId: 'chat-3', viewer: { userId: 'u-anna', fullName: 'Anna Admin', photo: null, typing: 'note' }, viewing: true });
    push('chat-presence', { chatId: 'chat-3', viewer: { userId: 'u-owner', fullName: 'Demo Owner', photo: null, typing: null }, viewing: true });
    push('chat-presence', { chatId: 'chat-9', viewer: { userId: 'u-bob', fullName: 'Bob Baker', photo: null, typing: null }, viewing: true });
    const status = screen.getByTestId('chat-viewers');
    expect(status).toHaveTextContent('Anna Admin:note');
    expect(status).not.toHaveTextContent('Demo Owner');
    expect(status).not.toHaveTextContent('Bob Baker');
    act(() => jest.advanceTimersByTime(6000));
    push('chat-presence', { chatId: 'chat-3', viewer: { userId: 'u-anna', fullName: 'Anna Admin', photo: null, typing: null }, viewing: true });
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByTestId('chat-viewers')).toHaveTextContent('Anna Admin:viewing');
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.queryByTestId('chat-viewers')).not.toBeInTheDocument();
  });
});
