// Issue 37: the area in the console's language (<html lang>): its gate loads the area's catalogue, the words are
// read at render (none kept in the language of the import), and a switch re-renders the area in the new language.
import { join } from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compileTexts, readCatalogue } from 'shared-kernel/i18n-compile';
import { applyDocumentLocale } from 'shared-kernel/i18n-react';
import { conversation, page, renderDashboard, visitor } from '../../test-support/live-chat-fixtures';

const de = compileTexts('de', readCatalogue(join(__dirname, '../../i18n'), 'de'));

const endpoints = {
  currentVisitors: page([visitor(5), visitor(3, { firstName: 'Ada' })]),
  conversations: [conversation(3)],
  dashboardConversation: { ongoing: conversation(3), history: [] },
};

afterEach(() => act(() => applyDocumentLocale('en')));

describe('The live chat area in the console language', () => {
  it('shows the dashboard, the Guest Feed and Guest Info in German after a switch from English', async () => {
    const user = userEvent.setup();
    renderDashboard({ endpoints }, 1600);
    // Everything the dashboard shows is loaded in English first (the lazy chat panel and contact form included).
    await user.click(await within(screen.getByRole('region', { name: 'Recent Chats' })).findByTestId('chat-row'));
    expect(await screen.findByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');

    act(() => applyDocumentLocale('de'));
    const recent = await screen.findByRole('region', { name: de['dashboard.recentChats']() });
    const feed = screen.getByRole('region', { name: de['dashboard.guestFeed']() });
    const initiate = de['guestFeed.chatButton.initiate']();
    expect(await within(feed).findByRole('button', { name: de['guestFeed.chatButtonLabel']({ label: initiate, guestId: 5 }) })).toHaveTextContent(initiate);
    expect(within(feed).getAllByText(de['guestFeed.field']({ label: de['guestFeed.currentPage']() }))).toHaveLength(2);
    await user.click(await within(recent).findByTestId('chat-row'));
    const info = await screen.findByRole('region', { name: de['guestInfo.panel']() });
    expect(await within(info).findByRole('textbox', { name: de['guestInfo.firstName']() })).toHaveValue('Ada');

    act(() => applyDocumentLocale('en'));
    expect(await screen.findByRole('heading', { name: 'Recent Chats' })).toBeInTheDocument();
  });
});
