import { chatById } from '../chats';
import type { AppContext } from '../context';
import { lastDepartmentTransfer } from './teamwork-store';
import { acceptedAfterTransfer } from './transfer';

/** The accept of a chat that waited for a department after a transfer: its record, and the former holder told. */
export function listenForAcceptsAfterTransfer(ctx: AppContext): void {
  ctx.events.on('chat.accepted', async ({ chatId, agentId, agentName, waitedForDepartmentId }) => {
    if (!waitedForDepartmentId) return;
    const accepted = await chatById(ctx.db, chatId);
    if (!accepted) return;
    await acceptedAfterTransfer(ctx, accepted, { userId: agentId, fullName: agentName }, await lastDepartmentTransfer(ctx.db, chatId));
  });
}
