import { eq } from 'drizzle-orm';
import type { AppContext } from '../context';
import { users } from '../db/schema';
import { accountOf } from '../auth';
import type { AgentSocket } from '../realtime/socket-types';
import { onEvent } from '../realtime/on-event';

/** `user-online-status` {userId} → `user-online-status-is` {userId, isOnline} to the asking socket. */
export function registerOnlineStatusHandler(socket: AgentSocket, ctx: AppContext): void {
  onEvent(socket, 'user-online-status', async (payload, ack) => {
    const asked = typeof payload?.userId === 'string' && payload.userId ? payload.userId : socket.data.userId;
    const [row] = await ctx.db
      .select({ id: users.id, clientId: users.clientId, isOnline: users.isOnline })
      .from(users)
      .where(eq(users.id, asked))
      .limit(1);
    // Only users of the socket's own account can be asked about.
    if (!row || (row.id !== socket.data.userId && accountOf(row) !== socket.data.accountId)) {
      ack?.({ ok: false });
      return;
    }
    socket.emit('user-online-status-is', { userId: row.id, isOnline: row.isOnline });
    ack?.({ ok: true });
  });
}
