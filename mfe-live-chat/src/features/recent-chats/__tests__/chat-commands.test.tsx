// Issue 38: Recent Chats in the command palette: incoming chats oldest first (run: accept), this agent's chats
// (run: open), found by the guest's number or the chat's words; withdrawn when the dashboard goes.
import type { Command } from 'shared-kernel/commands';
import { renderWithShell } from 'shared-kernel/testing';
import { conversation, incomingChat } from '../../../test-support/live-chat-fixtures';
import { useChatCommands } from '../hooks/use-chat-commands';
import { RECENT_CHATS_TEXTS as T } from '../../../app/texts';

const accept = jest.fn();
const open = jest.fn();
const incoming = [incomingChat(8, { chatTime: '2026-11-30T10:05:00Z' }), incomingChat(3, { chatTime: '2026-11-30T10:01:00Z', bodyText: 'Need   a\nrefund' })];
const active = [conversation(5, { conversation: [{ bodyText: 'Do you ship to Lisbon?', direction: 'inbound', chatTime: '2026-11-30T09:00:00Z' }, { bodyText: '[system]Agent joined', direction: 'outbound', chatTime: '2026-11-30T09:01:00Z' }] })];

function Dashboard() {
  useChatCommands({ incoming, active, accept, open });
  return null;
}

const signal = new AbortController().signal;

it('lists incoming chats oldest first and the agent’s chats, runs accept or open, and carries the chat’s words to be found by', () => {
  const { platform, unmount } = renderWithShell(<Dashboard />);
  const source = platform.commands!.sources().find((s) => s.id === 'live-chat:recent-chats')!;
  const commands = source.commands('', signal) as readonly Command[];
  expect(commands.map((c) => [c.group, c.title, c.detail])).toEqual([
    ['incoming', T.guest(3), 'Need a refund'],
    ['incoming', T.guest(8), 'Hello from guest 8'],
    ['chats', T.guest(5), 'Agent joined'],
  ]);
  commands[0].run();
  expect(accept).toHaveBeenCalledWith(incoming[1]);
  commands[2].run();
  expect(open).toHaveBeenCalledWith(active[0]);
  // Found by the chat's words and the guest's number (the palette matches these).
  expect(commands[2].keywords).toEqual(expect.arrayContaining(['5', 'Do you ship to Lisbon?']));
  expect(commands[1].keywords).toEqual(['8']);
  unmount();
  expect(platform.commands!.sources().some((s) => s.id === 'live-chat:recent-chats')).toBe(false);
});
