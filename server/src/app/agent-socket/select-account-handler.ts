import type { AppContext } from '../../context';
import { followAccount, followableAccount } from './followed-account';
import { onEvent } from '../../realtime/on-event';
import type { AgentSocket } from '../../realtime/socket-types';

export const CLIENT_ID_REQUIRED = "clientId must be an owner account's id, or '' for none";

/**
 * `select-account` {clientId}: the super admin's console picked another account ('' = none); the socket
 * leaves the old account's rooms for the new one's. Anyone else, or an account that is no owner's, is
 * refused in the ack with the HTTP guard's words, and the socket stays where it is.
 */
export function registerSelectAccountHandler(socket: AgentSocket, ctx: AppContext): void {
  // One switch at a time per socket: a quick second pick must not interleave its room moves with the first.
  let switching: Promise<void> = Promise.resolve();

  onEvent(socket, 'select-account', (payload, ack) => {
    const requested = payload?.clientId;
    if (typeof requested !== 'string') return ack?.({ ok: false, message: CLIENT_ID_REQUIRED });
    const run = switching.then(async () => {
      const choice = await followableAccount(ctx, socket.data, requested);
      if (!choice.ok) return ack?.({ ok: false, message: choice.message });
      if (choice.accountId !== socket.data.accountId) await followAccount(ctx, socket, choice.accountId);
      ack?.({ ok: true });
    });
    switching = run.catch(() => undefined);
    return run;
  });
}
