// The header's Mentions entry (issue 26): the unread badge from GET /chat/mentions, a `mention` event
// (added, counted, a sound and a blue toast), the list opened from the button, choosing one (read, and
// its chat opened on the dashboard) and Mark all read.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MentionItem } from 'shared-kernel/contracts';
import { httpError, testUser } from 'shared-kernel/testing';
import { remoteSettled, renderConsole, setViewportWidth, type RenderConsoleOptions } from '../../../test-support/render-console';
import { MENTIONS_LIST_TEXTS as L } from '../list-texts';
import { MENTIONS_TEXTS as T } from '../texts';

jest.mock('../lib/mention-sound', () => ({ playMentionSound: jest.fn() }));
const { playMentionSound } = jest.requireMock<{ playMentionSound: jest.Mock }>('../lib/mention-sound');

function mention(n: number, patch: Partial<MentionItem> = {}): MentionItem {
  return {
    id: `m-${n}`,
    noteId: `n-${n}`,
    chatId: `chat-${n}`,
    visitorId: `v-${n}`,
    guestId: n,
    authorId: 'u-anna',
    authorName: 'Anna Agent',
    excerpt: `Can you check order ${n}?`,
    chatTime: new Date().toISOString(),
    read: false,
    ...patch,
  };
}

const button = () => screen.getByRole('button', { name: /^Mentions/ });

async function renderHeader(options: RenderConsoleOptions = {}, width = 1280) {
  setViewportWidth(width);
  const shell = renderConsole({ route: '/dashboard', ...options });
  await remoteSettled();
  return shell;
}

async function openList() {
  await userEvent.click(button());
  return screen.findByRole('menu', { name: /^Mentions/ });
}

beforeEach(() => playMentionSound.mockClear());

describe('Mentions button', () => {
  it('shows the unread count the server gives, in its name and its badge', async () => {
    const shell = await renderHeader({ endpoints: { mentions: { mentions: [mention(1), mention(2), mention(3, { read: true })], unread: 2 } } });
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 2 unread'));
    expect(button()).toHaveTextContent('2');
    expect(button()).toHaveAttribute('aria-haspopup', 'menu');
    expect(shell.shell.calls.filter((call) => call.key === 'mentions')).toHaveLength(1);
  });

  it('is there for an agent too, named plainly without unread mentions', async () => {
    const agent = testUser({ _id: 'u-agent', userId: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
    await renderHeader({ user: agent });
    expect(button()).toHaveAccessibleName(T.button(0));
  });

  it('stays quiet when the mentions cannot be loaded', async () => {
    const shell = await renderHeader({ endpoints: { mentions: httpError(500, 'Database down') } });
    expect(button()).toHaveAccessibleName(T.button(0));
    expect(shell.toasts).toEqual([]);
  });

  it.each([640, 1024])('is reachable at %i px', async (width) => {
    await renderHeader({ endpoints: { mentions: { mentions: [mention(1)], unread: 1 } } }, width);
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 1 unread'));
  });
});

describe('a mention arriving', () => {
  it('is counted, plays a sound and shows a blue toast with the author and the first words', async () => {
    const shell = await renderHeader({ endpoints: { mentions: { mentions: [mention(1)], unread: 1 } } });
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 1 unread'));
    shell.push('mention', mention(2, { authorName: 'Ben Boss', excerpt: 'Please take over, the guest is upset' }));
    expect(button()).toHaveAccessibleName('Mentions, 2 unread');
    expect(shell.toasts).toEqual([{ variant: 'info', message: 'Ben Boss mentioned you: Please take over, the guest is upset' }]);
    await waitFor(() => expect(playMentionSound).toHaveBeenCalledTimes(1));

    // The same mention again (a reconnect) is neither counted nor announced twice.
    shell.push('mention', mention(2));
    expect(button()).toHaveAccessibleName('Mentions, 2 unread');
    expect(shell.toasts).toHaveLength(1);

    const list = await openList();
    expect(within(list).getAllByRole('menuitem')[1]).toHaveTextContent(/Ben Boss/);
  });
});

describe('a dropped connection', () => {
  it('asks for the mentions again once it is back', async () => {
    let unread = 1;
    const shell = await renderHeader({ endpoints: { mentions: () => ({ mentions: [], unread }) } });
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 1 unread'));
    act(() => shell.bus.setConnection('disconnected'));
    unread = 3;
    act(() => shell.bus.setConnection('connecting'));
    act(() => shell.bus.setConnection('connected'));
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 3 unread'));
    expect(shell.shell.calls.filter((call) => call.key === 'mentions')).toHaveLength(2);
  });
});

describe('the list', () => {
  const guestHtml = '<img src=x onerror="alert(1)">';

  it('lists the mentions with author, guest, excerpt (as text) and time, unread ones marked', async () => {
    await renderHeader({
      endpoints: { mentions: { mentions: [mention(12, { excerpt: guestHtml }), mention(13, { read: true, authorName: 'Ben Boss' })], unread: 1 } },
    });
    const list = await openList();
    const items = within(list).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      L.markAllRead,
      expect.stringMatching(new RegExp(`^${L.unread}: Anna Agent ${L.inChatWith(12)}<img src=x onerror="alert\\(1\\)">\\d`)),
      expect.stringMatching(new RegExp(`^Ben Boss ${L.inChatWith(13)}Can you check order 13\\?\\d`)),
    ]);
    expect(list.querySelector('img')).toBeNull();
  });

  it('says when there is none, Mark all read then disabled', async () => {
    await renderHeader();
    const list = await openList();
    expect(within(list).getByRole('menuitem', { name: L.empty })).toHaveAttribute('aria-disabled', 'true');
    expect(within(list).getByRole('menuitem', { name: L.markAllRead })).toHaveAttribute('aria-disabled', 'true');
  });

  it('choosing one marks it read and opens its chat on the dashboard', async () => {
    const shell = await renderHeader({
      route: '/contacts',
      endpoints: { mentions: { mentions: [mention(12), mention(13)], unread: 2 }, readMentions: { unread: 1 } },
    });
    const list = await openList();
    await userEvent.click(within(list).getByRole('menuitem', { name: new RegExp(L.inChatWith(12)) }));
    await waitFor(() => expect(shell.location()).toBe('/dashboard?open=v-12&chat=chat-12'));
    const read = shell.shell.calls.filter((call) => call.key === 'readMentions');
    expect(read.map((call) => call.payload)).toEqual([{ ids: ['m-12'] }]);
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 1 unread'));
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });

  it('Mark all read sends no ids and clears the count', async () => {
    const shell = await renderHeader({ endpoints: { mentions: { mentions: [mention(12), mention(13)], unread: 2 }, readMentions: { unread: 0 } } });
    await waitFor(() => expect(button()).toHaveAccessibleName('Mentions, 2 unread'));
    const list = await openList();
    await userEvent.click(within(list).getByRole('menuitem', { name: L.markAllRead }));
    expect(shell.shell.calls.filter((call) => call.key === 'readMentions').map((call) => call.payload)).toEqual([{}]);
    await waitFor(() => expect(within(list).queryByText(new RegExp(`^${L.unread}:`))).not.toBeInTheDocument());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button()).toHaveAccessibleName(T.button(0)));
  });

  it('shows the server’s message when marking read fails', async () => {
    const shell = await renderHeader({
      endpoints: { mentions: { mentions: [mention(12)], unread: 1 }, readMentions: httpError(500, 'Database down') },
    });
    const list = await openList();
    await userEvent.click(within(list).getByRole('menuitem', { name: L.markAllRead }));
    await waitFor(() => expect(shell.toasts).toEqual([{ variant: 'error', message: 'Database down' }]));
  });

  it('is reached and closed by keyboard', async () => {
    await renderHeader({ endpoints: { mentions: { mentions: [mention(12)], unread: 1 } } });
    act(() => button().focus());
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('menu');
    await waitFor(() => expect(within(list).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(button()).toHaveFocus());
    await waitFor(() => expect(button()).toHaveClass('Mui-focusVisible'));
  });
});
