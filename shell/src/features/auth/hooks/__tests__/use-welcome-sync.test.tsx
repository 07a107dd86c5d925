// The stored user follows the server's welcome answer once signed in; failures keep the stored copy.
import { waitFor } from '@testing-library/react';
import { renderWithShell, testUser } from 'shared-kernel/testing';
import { welcomeFor } from '../../../../test-support/welcome-endpoint';
import { useWelcomeSync } from '../use-welcome-sync';

function Probe() {
  useWelcomeSync();
  return null;
}

const owner = testUser();

const welcome = (fullName: string) => welcomeFor(owner, { fullName, jobTitle: 'Lead' });

describe('useWelcomeSync', () => {
  it('merges the welcome answer into the stored user', async () => {
    const shell = renderWithShell(<Probe />, { user: owner, endpoints: { welcomeUser: () => welcome('Renamed Owner') } });
    await waitFor(() => expect(shell.session.getUser()?.fullName).toBe('Renamed Owner'));
    expect(shell.session.getUser()).toMatchObject({ jobTitle: 'Lead', isClient: true, isAdmin: false, isAgent: false, email: owner.email });
    expect(shell.calls.filter((call) => call.key === 'welcomeUser')).toHaveLength(1);
  });

  it('asks nothing while signed out', async () => {
    const shell = renderWithShell(<Probe />, { user: null, endpoints: { welcomeUser: () => welcome('x') } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(shell.calls).toHaveLength(0);
  });
});
