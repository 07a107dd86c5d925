import type { Server, Socket } from 'socket.io';
import type { AgentEmitAcks, AgentEmitEvents, AgentReceiveEvents } from 'shared-kernel/contracts';
import type { Locale } from 'shared-kernel/i18n';

/** console → server handlers: the payload, then an optional acknowledgement callback. */
export type AgentListenEvents = {
  [K in keyof AgentEmitEvents]: (payload: AgentEmitEvents[K], ack?: (answer: AgentEmitAcks[K]) => void) => void;
};

/** server → console events. */
export type AgentServerEvents = {
  [K in keyof AgentReceiveEvents]: (payload: AgentReceiveEvents[K]) => void;
};

/** What the handshake middleware learnt about the agent socket. */
export interface AgentSocketData {
  userId: string;
  loginId: string;
  /** The account it acts for: the user's own, or for the super admin the account it follows (its own id when none). */
  accountId: string;
  role: string;
  /** The language its refusals are answered in (staff-language.ts). */
  language: Locale;
  /** The browser's languages from the handshake: what a choice of 'auto' follows. */
  browserLanguages: readonly string[];
}

/** Between server processes (serverSideEmit, through the adapter on several nodes). */
export type NodeEvents = {
  /** An account's agents changed on the sending node: every node reads them again (account-agents-cache.ts). */
  'audience:forget': (accountId: string) => void;
  /** A user chose a language in My Account: every node's consoles of that user answer in it (staff-language.ts). */
  'user:language': (userId: string, choice: string, done: () => void) => void;
};

export type AgentServer = Server<AgentListenEvents, AgentServerEvents, NodeEvents, AgentSocketData>;
export type AgentSocket = Socket<AgentListenEvents, AgentServerEvents, NodeEvents, AgentSocketData>;

/** Room names: every socket of a user, of a login (for logout) and of an account. */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  login: (loginId: string) => `login:${loginId}`,
  account: (accountId: string) => `account:${accountId}`,
  /**
   * A user's sockets acting for one account: every socket of a member of it, and those of the super admin
   * following it. What concerns one account's chats goes here, never to the bare user room, so a super
   * admin's socket following another account does not hear it.
   */
  actingFor: (userId: string, accountId: string) => `acting:${accountId}:${userId}`,
  /** The super admin's sockets following an account: they hear its guest and chat feed as its owner does. */
  following: (accountId: string) => `following:${accountId}`,
  /** The agents following one chat (the accepting agent's sockets, and consoles that joined it). */
  chat: (chatId: string) => `chat:${chatId}`,
  /** The consoles that have a chat open now (issue 26: who is viewing and typing), readers only. */
  viewers: (chatId: string) => `viewers:${chatId}`,
};

/** A super admin's socket that follows an owner's account (the HTTP calls' selected account). */
export function isFollowing(data: Pick<AgentSocketData, 'userId' | 'accountId' | 'role'>): boolean {
  return data.role === 'admin' && data.accountId !== data.userId;
}

/** The rooms a socket holds for the account it acts for (left together when a super admin switches). */
export function accountRoomsOf(data: Pick<AgentSocketData, 'userId' | 'accountId' | 'role'>): string[] {
  const held = [rooms.account(data.accountId), rooms.actingFor(data.userId, data.accountId)];
  return isFollowing(data) ? [...held, rooms.following(data.accountId)] : held;
}
