// Signs the user out on this device when the account may no longer be used (spec 000 §4, 001 §3):
// the server says the agent was deactivated, or the stored user's status is not 1. Also says why the
// server closed this console for a newer one (it stays closed).
import { useEffect } from 'react';
import { useEvent, useSession, useToast } from 'shared-kernel/platform';
import { TEXTS } from '../../../app/texts';
import { useSignOut } from '../hooks/use-sign-out';

export function AccountWatch() {
  const { user } = useSession();
  const toast = useToast();
  const signOut = useSignOut();
  const status = user?.status;

  useEffect(() => {
    if (status !== undefined && status !== 1) signOut();
  }, [status, signOut]);

  // Sent only to this user's room: sign out at once, whatever id format it carries.
  useEvent('server:agent_deactivated', ({ message }) => {
    signOut();
    if (message) toast.info(message);
  });

  useEvent('console-replaced', ({ max }) => toast.info(TEXTS.consoleReplaced(max)));

  return null;
}
