// The remote's side of the shell contract: the dashboard at /dashboard, the not-found page elsewhere,
// desktop columns and mobile / tablet tabs.
import { screen } from '@testing-library/react';
import { renderWithShell } from 'shared-kernel/testing';
import { UI_TEXTS } from 'shared-kernel/ui';
import LiveChatArea from '../remote-app';
import { DASHBOARD_TEXTS } from '../texts';
import { renderDashboard } from '../../test-support/live-chat-fixtures';

describe('LiveChatArea', () => {
  it('shows Recent Chats and Guest Feed side by side on desktop', async () => {
    renderDashboard({}, 1280);
    expect(await screen.findByRole('heading', { name: DASHBOARD_TEXTS.recentChats })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: DASHBOARD_TEXTS.guestFeed })).toBeInTheDocument();
  });

  it.each([640, 1024])('shows the two tabs at %i px', async (width) => {
    renderDashboard({}, width);
    expect(await screen.findByRole('tab', { name: DASHBOARD_TEXTS.guestFeed })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: DASHBOARD_TEXTS.recentChats })).toBeInTheDocument();
  });

  it('shows the not-found page for a path it does not own', () => {
    renderWithShell(<LiveChatArea />, { route: '/no-such-page' });
    expect(screen.getByText(UI_TEXTS.notFound)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: UI_TEXTS.goToDashboard })).toBeInTheDocument();
  });
});
