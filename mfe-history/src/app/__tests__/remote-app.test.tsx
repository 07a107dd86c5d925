// The remote's side of the shell contract: mounted in the mock shell, the area renders its page for every
// path it owns (the emailed /chat/... links open Conversation History) and the not-found page for the rest.
import { screen } from '@testing-library/react';
import { renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import HistoryArea from '../remote-app';

const EMPTY_PAGE = { data: [], meta: { hasNextPage: false, itemCount: 0 } };
/** Answers that keep every page of the area quiet (lists empty). */
const ENDPOINTS = {
  getContacts: EMPTY_PAGE,
  dashboardHistory: EMPTY_PAGE,
  unattendedChats: EMPTY_PAGE,
  getAllBlocked: [],
  getWidgets: [],
  agentList: [],
  contactConversation: [],
  singleChatHistory: null,
  singleOfflineMessage: null,
};

describe('HistoryArea', () => {
  it.each([
    ['/contacts', 'Contacts'],
    ['/contact-history/42', 'Contacts'],
    ['/conversation-history', 'Conversation History'],
    ['/chat/conversation-history/7', 'Conversation History'],
    ['/chat/offline-message/7', 'Conversation History'],
    ['/unattended-chats', 'Unattended Chats'],
    ['/blocked-visitors', 'Blocked Guests'],
  ])('renders its page for %s', async (route, heading) => {
    renderWithShell(<HistoryArea />, { route, endpoints: ENDPOINTS });
    expect(await screen.findByRole('heading', { name: heading, level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderWithShell(<HistoryArea />, { route: '/no-such-page' });
    expect(screen.getByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });
});
