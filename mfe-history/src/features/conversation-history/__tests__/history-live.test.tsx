// 'new-chat-history' on Conversation History (spec 001 §4): the owner, a co-admin and an agent each gain the
// chats addressed to them on top of the list without a reload; others, filtered-out ones and repeats are not added.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatHistoryItem, User } from 'shared-kernel/contracts';
import { REVIEW_TEXTS as R } from '../../../components/chat-review/texts';
import { agent, boxNames, chat, choose, coAdmin, owner, page, renderReview } from '../../../components/chat-review/__tests__/review-fixtures';
import ConversationHistoryPage from '../pages/conversation-history-page';

async function renderFor(user: User) {
  const shell = renderReview(<ConversationHistoryPage />, { route: '/conversation-history', user, endpoints: { dashboardHistory: page([chat(1), chat(2)]) } });
  await screen.findAllByTestId('chat-box');
  return shell;
}

const pushed = (patch: Partial<ChatHistoryItem>) => chat(50, { updated_at: new Date().toISOString(), ...patch });

describe('Live chats in Conversation History', () => {
  it.each<[string, User, Partial<ChatHistoryItem>]>([
    ['the owner: event clientId is their user id', owner, { clientId: 'u-owner', agentId: 'u-someone' }],
    ['a co-admin: event clientId is their clientId', coAdmin, { clientId: 'u-owner', agentId: 'u-someone' }],
    ['an agent: same clientId and their own agent id', agent, { clientId: 'u-owner', agentId: 'u-agent' }],
  ])('adds the chat on top for %s', async (_who, user, patch) => {
    const { push, calls } = await renderFor(user);
    const before = calls.length;
    push('new-chat-history', pushed(patch));
    expect(boxNames()).toEqual(['Guest150', 'Guest101', 'Guest102']);
    expect(calls.length).toBe(before);
  });

  it.each<[string, User, Partial<ChatHistoryItem>]>([
    ["the owner, another account's chat", owner, { clientId: 'u-other' }],
    ["a co-admin, another account's chat", coAdmin, { clientId: 'u-other' }],
    ["an agent, a colleague's chat", agent, { clientId: 'u-owner', agentId: 'u-bob' }],
    ["an agent, another account's chat with their id", agent, { clientId: 'u-other', agentId: 'u-agent' }],
  ])('ignores a chat that is not for them: %s', async (_who, user, patch) => {
    const { push } = await renderFor(user);
    push('new-chat-history', pushed(patch));
    expect(boxNames()).toEqual(['Guest101', 'Guest102']);
  });

  it('adds a chat once, whatever the number of pushes', async () => {
    const { push } = await renderFor(owner);
    push('new-chat-history', pushed({}));
    push('new-chat-history', pushed({}));
    expect(boxNames()).toEqual(['Guest150', 'Guest101', 'Guest102']);
  });

  it('in a search list adds only chats matching the active filters', async () => {
    const shell = await renderFor(owner);
    const user = userEvent.setup();
    await choose(user, R.statusLabel, '5 – Ended by the agent');
    await choose(user, R.domainLabel, 'shop.example');
    await user.click(screen.getByRole('button', { name: R.search }));
    await waitFor(() => expect(shell.calls.filter((c) => c.key === 'dashboardHistory')).toHaveLength(2));
    await screen.findAllByTestId('chat-box');
    shell.push('new-chat-history', pushed({ _id: 'c60', chatId: 'c60', status: 2 }));
    shell.push('new-chat-history', pushed({ _id: 'c61', chatId: 'c61', pluginId: 'p-blog' }));
    expect(boxNames()).toEqual(['Guest101', 'Guest102']);
    shell.push('new-chat-history', pushed({}));
    expect(boxNames()).toEqual(['Guest150', 'Guest101', 'Guest102']);
  });

  it("shows a pushed chat's transcript without fetching it", async () => {
    const { push, calls } = await renderFor(owner);
    push('new-chat-history', pushed({ conversation: [{ bodyText: 'Live hello', direction: 'inbound', chatTime: new Date().toISOString() }] }));
    await userEvent.setup().click(screen.getAllByTestId('chat-box')[0]);
    expect(await screen.findByText('Live hello')).toBeInTheDocument();
    expect(calls.some((c) => c.key === 'singleChatHistory')).toBe(false);
  });
});
