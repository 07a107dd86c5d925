// The Active Chats entry's badge (issue 27): escalations heard on the shell's socket bus are counted once
// each, named in the entry, shown in the sidebar and the drawer alike; visiting Active Chats clears it.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatEscalation } from 'shared-kernel/contracts';
import { testUser } from 'shared-kernel/testing';
import { TEXTS } from '../../../app/texts';
import { remoteSettled, renderConsole, setViewportWidth } from '../../../test-support/render-console';
import { ESCALATION_BADGE_TEXTS as T } from '../texts';

function escalation(n: number): ChatEscalation {
  return {
    id: `esc-${n}`,
    chatId: `chat-${n}`,
    visitorId: `v-${n}`,
    guestId: n,
    kind: 'pending',
    waitedSeconds: 65,
    agentId: null,
    agentName: null,
    waitingSince: new Date().toISOString(),
    chatTime: new Date().toISOString(),
  };
}

const entry = () => screen.getByRole('link', { name: /^Active Chats/ });

async function renderAt(route: string, width = 1280) {
  setViewportWidth(width);
  const shell = renderConsole({ route });
  await remoteSettled();
  return shell;
}

describe('Active Chats badge', () => {
  it('counts each escalation once, in the entry’s name and its badge', async () => {
    const shell = await renderAt('/dashboard');
    expect(entry()).toHaveAccessibleName('Active Chats');
    expect(entry()).toHaveTextContent(/^Active Chats$/);
    shell.push('chat-escalated', escalation(12));
    shell.push('chat-escalated', escalation(13));
    shell.push('chat-escalated', escalation(12)); // resent after a reconnect
    expect(entry()).toHaveAccessibleName(T.entry('Active Chats', 2));
    expect(entry()).toHaveAccessibleName('Active Chats, 2 escalated');
    expect(entry()).toHaveTextContent('2');
    // The other entries carry no badge.
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveTextContent(/^Dashboard$/);
  });

  it('clears when Active Chats is visited, counts nothing while it is open, and counts again after', async () => {
    const shell = await renderAt('/dashboard');
    shell.push('chat-escalated', escalation(12));
    expect(entry()).toHaveAccessibleName('Active Chats, 1 escalated');
    await userEvent.click(entry());
    expect(shell.location()).toBe('/active-chats');
    expect(entry()).toHaveAccessibleName('Active Chats');
    shell.push('chat-escalated', escalation(13));
    expect(entry()).toHaveAccessibleName('Active Chats');
    await userEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(entry()).toHaveAccessibleName('Active Chats');
    shell.push('chat-escalated', escalation(14));
    expect(entry()).toHaveAccessibleName('Active Chats, 1 escalated');
  });

  it('keeps its count in the collapsed sidebar', async () => {
    const shell = await renderAt('/contacts');
    shell.push('chat-escalated', escalation(12));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.nav.collapse }));
    expect(entry()).toHaveAccessibleName('Active Chats, 1 escalated');
    expect(entry()).toHaveTextContent(/^1$/);
  });

  it('shows the same count in the drawer on mobile', async () => {
    const shell = await renderAt('/dashboard', 640);
    shell.push('chat-escalated', escalation(12));
    await userEvent.click(screen.getByRole('button', { name: TEXTS.nav.openMenu }));
    const nav = await screen.findByRole('navigation', { name: TEXTS.nav.label });
    expect(within(nav).getByRole('link', { name: 'Active Chats, 1 escalated' })).toBeInTheDocument();
  });

  it('is not there for an agent, whose menu has no Active Chats', async () => {
    setViewportWidth(1280);
    const agent = testUser({ _id: 'u-agent', clientId: 'u-owner', userRole: 'agent', isClient: false, isAgent: true });
    const shell = renderConsole({ user: agent, route: '/dashboard' });
    await remoteSettled();
    shell.push('chat-escalated', { ...escalation(12), kind: 'reply', agentId: 'u-agent', agentName: 'Ann' });
    expect(screen.queryByRole('link', { name: /^Active Chats/ })).not.toBeInTheDocument();
  });
});
