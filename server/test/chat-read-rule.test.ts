/** @jest-environment ./test/support/pglite-environment.cjs */
// One read rule for chats (chat-policy): every call and event that hands out a chat's content, swept by
// every kind of caller and every state of a chat. Who reads: the owner every chat of the account; the
// agent who holds or held it; the agents of its department while it waits (offered to them); the manager
// every chat of the agents. Everyone else gets the refusal each call gives today for an unknown id.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { attachmentText } from 'shared-kernel/contracts';
import { saveAttachment } from '../src/attachments/attachment-files';
import { mayReadChat, readableChatsWhere } from '../src/chats/chat-policy';
import { chatMessages, chats, users } from '../src/db/schema';
import { insertChat, insertVisitor } from './support/history-fixtures';
import { serverFixture } from './support/socket-fixture';
import { api, type LooseJson } from './support/test-server';
import { createDepartment, createWidget, startAgent, type TestAgent } from './support/visitor-helpers';

const fx = serverFixture();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 1)]);

const ROLES = ['owner', 'manager', 'holder', 'colleague', 'otherDepartment', 'otherAccount'] as const;
type Role = (typeof ROLES)[number];
/** holder: the Sales agent who accepted the active and the ended chat; colleague: another Sales agent. */
const STATES = ['pending', 'active', 'ended', 'offlineMessage', 'unattended'] as const;
type State = (typeof STATES)[number];

/** The rule, written out: which chats each caller reads. */
const READS: Record<Role, readonly State[]> = {
  owner: STATES,
  manager: ['pending', 'active', 'ended'],
  holder: ['pending', 'active', 'ended'],
  colleague: ['pending'],
  otherDepartment: [],
  otherAccount: [],
};
const reads = (role: Role, state: State) => READS[role].includes(state);
const ENDED: readonly State[] = ['ended', 'offlineMessage', 'unattended'];

interface SceneChat {
  id: string;
  visitorId: string;
  visitorRowId: string;
  /** Text of one of its messages: seeing it means reading the chat. */
  secret: string;
  fileName: string;
}

const opened: TestAgent[] = [];
let callers: Record<Role, TestAgent>;
let chatsByState: Record<State, SceneChat>;

beforeAll(async () => {
  const start = async (input: Parameters<typeof startAgent>[2] = {}) => {
    const started = await startAgent(fx.t.url, fx.t.server, input);
    opened.push(started);
    return started;
  };
  const owner = await start();
  const manager = await start({ clientId: owner.id, role: 'manager' });
  const holder = await start({ clientId: owner.id });
  const colleague = await start({ clientId: owner.id });
  const otherDepartment = await start({ clientId: owner.id });
  const otherAccount = await start();
  const sales = await createDepartment(fx.t.server, owner.id, [manager.id, holder.id, colleague.id]);
  await createDepartment(fx.t.server, owner.id, [otherDepartment.id]);
  const widget = await createWidget(fx.t.server, owner.id, [sales]);
  callers = { owner, manager, holder, colleague, otherDepartment, otherAccount };

  const held = { id: holder.id, name: 'Holder' };
  const chatOf = async (state: State): Promise<SceneChat> => {
    const visitor = await insertVisitor(fx.t.server, { clientId: owner.id, widgetId: widget.id });
    const shape = {
      pending: { state: 'pending', agent: null },
      active: { state: 'active', agent: held },
      ended: { state: 'ended', status: 5, agent: held },
      offlineMessage: { state: 'ended', status: 3, agent: null },
      unattended: { state: 'ended', status: 4, agent: null },
    } as const;
    const id = await insertChat(fx.t.server, { visitor, ...shape[state], messages: 0 });
    await fx.t.server.ctx.db.update(chats).set({ widgetDepartments: [sales], lastSeq: 2 }).where(eq(chats.id, id));
    const secret = `${state} secret ${randomUUID()}`;
    const fileName = await saveAttachment(fx.t.dataDir, PNG, 'png');
    await fx.t.server.ctx.db.insert(chatMessages).values([
      { id: randomUUID(), chatId: id, seq: 1, direction: 'inbound', bodyText: secret },
      { id: randomUUID(), chatId: id, seq: 2, direction: 'inbound', bodyText: attachmentText(fileName) },
    ]);
    return { id, visitorId: visitor.visitorId, visitorRowId: visitor.id, secret, fileName };
  };
  chatsByState = Object.fromEntries(await Promise.all(STATES.map(async (state) => [state, await chatOf(state)]))) as Record<State, SceneChat>;
});
afterAll(() => {
  for (const agent of opened) agent.socket.close();
});

type Outcome = 'content' | 'refused' | `unexpected: ${string}`;

/** A call or event that hands out chat content: what it answers one caller about one chat. */
interface ReadCase {
  name: string;
  /** Which chats can show through it at all (default: every state). */
  shows?: readonly State[];
  /** Who gets the content, when it is not simply `reads` among `shows`. */
  expected?: (role: Role, state: State) => boolean;
  outcome: (caller: TestAgent, chat: SceneChat) => Promise<Outcome>;
}

const get = (caller: TestAgent, path: string) => api(fx.t.url, 'GET', path, { token: caller.token });
const post = (caller: TestAgent, path: string, body: unknown) => api(fx.t.url, 'POST', path, { token: caller.token, body });
const unexpected = (answer: unknown): Outcome => `unexpected: ${JSON.stringify(answer).slice(0, 300)}`;
const listed = (body: LooseJson, chat: SceneChat) => (body?.data ?? body ?? []).some((item: LooseJson) => item.chatId === chat.id || item._id === chat.id);

/** A single-chat history call: the chat with its conversation, or the empty answer (403 for a role the call refuses). */
const singleChat = (path: (chat: SceneChat) => string) => async (caller: TestAgent, chat: SceneChat): Promise<Outcome> => {
  const answer = await get(caller, path(chat));
  if (answer.status === 200 && answer.body?.chatId === chat.id && JSON.stringify(answer.body.conversation).includes(chat.secret)) return 'content';
  if ((answer.status === 200 && answer.body === undefined) || answer.status === 403) return 'refused';
  return unexpected(answer);
};

/** A list call: the chat among its rows, or not (403 for a role the call refuses). */
const inList = (path: string) => async (caller: TestAgent, chat: SceneChat): Promise<Outcome> => {
  const answer = await get(caller, path);
  if (answer.status === 403) return 'refused';
  if (answer.status !== 200) return unexpected(answer);
  return listed(answer.body, chat) ? 'content' : 'refused';
};

const CASES: ReadCase[] = [
  {
    name: 'sync-chat {chatId, afterSeq: 0}',
    outcome: async (caller, chat) => {
      const ack = await caller.socket.emitWithAck('sync-chat', { chatId: chat.id, afterSeq: 0 });
      if (ack.ok === true && ack.messages.some((m: LooseJson) => m.bodyText === chat.secret)) return 'content';
      return JSON.stringify(ack) === JSON.stringify({ ok: false, messages: [], message: 'Chat not found' }) ? 'refused' : unexpected(ack);
    },
  },
  {
    name: 'POST /chat/dashboard-conversation',
    outcome: async (caller, chat) => {
      const answer = await post(caller, '/chat/dashboard-conversation', { visitorId: chat.visitorId });
      if (answer.status === 200 && JSON.stringify([answer.body.ongoing, answer.body.history]).includes(chat.secret)) return 'content';
      // A colleague's open chat is refused as a chat; a guest out of reach as an unknown one; a past chat is left out.
      if (answer.status === 404 && ['Chat not found', 'Visitor not found'].includes(answer.body.message)) return 'refused';
      if (answer.status === 200 && answer.body.ongoing === null && answer.body.history.length === 0) return 'refused';
      return unexpected(answer);
    },
  },
  {
    name: 'GET /chat/attachments/:fileName',
    outcome: async (caller, chat) => {
      const response = await fetch(`${fx.t.url}/api/chat/attachments/${chat.fileName}`, { headers: { authorization: `Bearer ${caller.token}` } });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status === 200 && bytes.equals(PNG)) return 'content';
      return response.status === 404 ? 'refused' : unexpected({ status: response.status });
    },
  },
  { name: 'GET /chat/single-chat-history/:id', shows: ENDED, outcome: singleChat((chat) => `/chat/single-chat-history/${chat.id}`) },
  { name: 'GET /chat/single-offline-message/:id', shows: ['offlineMessage'], outcome: singleChat((chat) => `/chat/single-offline-message/${chat.id}`) },
  {
    name: 'GET /chat/single-unattended-chat-history/:chatId',
    shows: ['unattended'],
    outcome: singleChat((chat) => `/chat/single-unattended-chat-history/${chat.id}`),
  },
  { name: 'GET /chat/dashboard-history', shows: ENDED, outcome: inList('/chat/dashboard-history?take=100') },
  { name: 'GET /chat/unattended-chats', shows: ['unattended'], outcome: inList('/chat/unattended-chats?take=100') },
  { name: 'GET /chat/unaccepted-chats', shows: ['pending'], outcome: inList('/chat/unaccepted-chats') },
  {
    name: 'GET /chat/get-contact-conversation',
    shows: ENDED,
    outcome: async (caller, chat) => {
      const answer = await get(caller, `/chat/get-contact-conversation?visitorid=${chat.visitorRowId}`);
      if (answer.status !== 200) return unexpected(answer);
      return answer.body.some((item: LooseJson) => item.chatId === chat.id && item.bodyText === chat.secret) ? 'content' : 'refused';
    },
  },
  {
    name: 'join-chat-room {visitorId}',
    // The room carries the chat's messages from then on: a waiting chat's room only for the whole account's readers.
    expected: (role, state) => (state === 'pending' ? role === 'owner' : state === 'active' && reads(role, state)),
    outcome: async (caller, chat) => {
      const ack = await caller.socket.emitWithAck('join-chat-room', { visitorId: chat.visitorId });
      if (ack.ok === true) return 'content';
      return ack.ok === false ? 'refused' : unexpected(ack);
    },
  },
  {
    name: 'bulk-join-chat-room {visitorIds}',
    expected: (role, state) => (state === 'pending' ? role === 'owner' : state === 'active' && reads(role, state)),
    outcome: async (caller, chat) => {
      const ack = await caller.socket.emitWithAck('bulk-join-chat-room', { visitorIds: [chat.visitorId] });
      if (ack.ok === true && ack.joined.length === 1 && ack.joined[0] === chat.visitorId) return 'content';
      return ack.ok === true && ack.joined.length === 0 ? 'refused' : unexpected(ack);
    },
  },
];

describe('who reads a chat: every read call × caller × chat state', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('%s', async (_name, readCase) => {
    const expectedOf = readCase.expected ?? ((role: Role, state: State) => (readCase.shows ?? STATES).includes(state) && reads(role, state));
    const got: Record<string, Outcome> = {};
    const want: Record<string, Outcome> = {};
    for (const role of ROLES) {
      for (const state of STATES) {
        const key = `${role} × ${state}`;
        want[key] = expectedOf(role, state) ? 'content' : 'refused';
        got[key] = await readCase.outcome(callers[role], chatsByState[state]);
      }
    }
    expect(got).toEqual(want);
  });
});

describe('the rule row by row and in SQL', () => {
  it('agree for every caller and chat state, and with the rule written out above', async () => {
    const { db } = fx.t.server.ctx;
    const got: Record<string, { row: boolean; sql: boolean }> = {};
    const want: Record<string, { row: boolean; sql: boolean }> = {};
    for (const role of ROLES) {
      const [user] = await db.select().from(users).where(eq(users.id, callers[role].id));
      const caller = { userId: user.id, role: user.role, accountId: user.clientId ?? user.id };
      for (const state of STATES) {
        const [chat] = await db.select().from(chats).where(eq(chats.id, chatsByState[state].id));
        const viaSql = await db.select({ id: chats.id }).from(chats).where(and(eq(chats.id, chat.id), readableChatsWhere(caller)));
        got[`${role} × ${state}`] = { row: await mayReadChat(fx.t.server.ctx, caller, chat), sql: viaSql.length === 1 };
        want[`${role} × ${state}`] = { row: reads(role, state), sql: reads(role, state) };
      }
    }
    expect(got).toEqual(want);
  });
});
