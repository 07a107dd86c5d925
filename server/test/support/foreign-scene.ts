// The scene of the foreign-ids suite: one account's live data, and the callers who must be refused.
import type { TestAgent, TestGuest } from './visitor-helpers';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 1)]);
export const INTRUDER_TEXT = 'intruder was here';

export interface Scene {
  owner: TestAgent;
  /** In the Sales department, the widget's; accepted the chatting guest's chat. */
  sales: TestAgent;
  /** Same account, Support department only. */
  support: TestAgent;
  widget: { id: string; pluginId: string };
  /** A guest in an active chat with sales, who sent a PNG. */
  chatting: TestGuest;
  /** A guest whose chat nobody accepted yet. */
  waiting: TestGuest;
  /** A guest without a chat. */
  browsing: TestGuest;
  chatId: string;
  pendingChatId: string;
  fileName: string;
  cannedId: string;
  /** A payment request sales sent to the chatting guest. */
  requestId: string;
  /** Second account: its owner, an agent and a guest on its own widget. */
  stranger: TestAgent;
  strangerAgent: TestAgent;
  strangerWidget: { id: string; pluginId: string };
  strangerGuest: TestGuest;
}

/** The account's ids no intruder may ever read. */
export const secretsOf = (s: Scene) => ({
  chatting: s.chatting.hello.visitorId as string,
  waiting: s.waiting.hello.visitorId as string,
  browsing: s.browsing.hello.visitorId as string,
  chatId: s.chatId,
  pendingChatId: s.pendingChatId,
});

export type Intruder = 'stranger' | 'strangerAgent' | 'support';
export const OTHER_ACCOUNT: Array<[string, Intruder]> = [
  ['the owner of another account', 'stranger'],
  ['an agent of another account', 'strangerAgent'],
];
export const OTHER_DEPARTMENT: Array<[string, Intruder]> = [['an agent of another department', 'support']];
export const EVERY_INTRUDER = [...OTHER_ACCOUNT, ...OTHER_DEPARTMENT];
