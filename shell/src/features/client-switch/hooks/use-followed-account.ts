// The super admin's socket follows the selected account (issue 13), as its HTTP calls do: the event bus
// names the choice in every handshake, and a change made here or in another tab is told to the open socket
// with `select-account`, so that account's live events reach this console and no other account's do.
import { useEffect, useRef } from 'react';
import { useEventBus } from 'shared-kernel/platform';

export function useFollowedAccount(isAdmin: boolean, selectedAccount: string | null): void {
  const bus = useEventBus();
  // The handshake already carried the selection of the moment the console started.
  const told = useRef(selectedAccount);

  useEffect(() => {
    if (!isAdmin || told.current === selectedAccount) return;
    told.current = selectedAccount;
    bus.emitWithAck('select-account', { clientId: selectedAccount ?? '' }).then(
      (ack) => {
        if (!ack.ok) console.error('[client-switch] select-account refused', ack.message);
      },
      (error: unknown) => console.error('[client-switch] select-account failed', error),
    );
  }, [bus, isAdmin, selectedAccount]);
}
