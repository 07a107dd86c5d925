import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { joinOwnChatRooms } from '../../chats';
import { accountRoomsOf, isFollowing, rooms, type AgentSocket, type AgentSocketData } from '../../realtime/socket-types';

// The same words as the HTTP guard's answers to a refused x-selected-account header.
export const ONLY_SUPER_ADMIN = 'Only a super admin can select an account';
export const NO_SUCH_ACCOUNT = 'The selected account does not exist';

export type FollowChoice = { ok: true; accountId: string } | { ok: false; message: string };

/**
 * The account a socket may act for when its user selects `requested`: only the super admin, and only an
 * existing owner account; '' is the super admin's own (following none), as a missing header is.
 */
export async function followableAccount(
  ctx: Pick<AppContext, 'db'>,
  data: Pick<AgentSocketData, 'userId' | 'role'>,
  requested: string,
): Promise<FollowChoice> {
  if (data.role !== 'admin') return { ok: false, message: ONLY_SUPER_ADMIN };
  const id = requested.trim();
  if (!id) return { ok: true, accountId: data.userId };
  const [owner] = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'client')))
    .limit(1);
  return owner ? { ok: true, accountId: owner.id } : { ok: false, message: NO_SUCH_ACCOUNT };
}

/** active-visitors-are to a following socket: every guest of the account on any node (the owner's view). */
export async function tellFollowerOfGuests(ctx: Pick<AppContext, 'guests'>, socket: AgentSocket): Promise<void> {
  if (!isFollowing(socket.data)) return;
  const accountId = socket.data.accountId;
  const visitorIds = (await ctx.guests.ofAccount(accountId)).map((live) => live.visitor.visitorId);
  // Another select-account may have moved the socket meanwhile: that account's list is its to send.
  if (socket.data.accountId === accountId) socket.emit('active-visitors-are', { visitorIds });
}

/**
 * Moves the super admin's socket to another account: out of every room of the old one (its account,
 * acting and following rooms and the chat rooms it had joined), into the new one's, then the guests browsing
 * there now and the rooms of the chats it accepted there. Rooms are local to the socket's process; the
 * adapter carries every broadcast to them, so this holds across several nodes as well.
 */
export async function followAccount(ctx: AppContext, socket: AgentSocket, accountId: string): Promise<void> {
  const chatRoomPrefix = rooms.chat('');
  const left = [...accountRoomsOf(socket.data), ...[...socket.rooms].filter((room) => room.startsWith(chatRoomPrefix))];
  await Promise.all(left.map((room) => socket.leave(room)));
  socket.data.accountId = accountId;
  await socket.join(accountRoomsOf(socket.data));
  await tellFollowerOfGuests(ctx, socket);
  await joinOwnChatRooms(ctx, socket);
}
