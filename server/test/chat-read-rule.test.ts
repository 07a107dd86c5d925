/** @jest-environment ./test/support/pglite-environment.cjs */
// One read rule for chats (chat-policy): every call and event that hands out a chat's content, swept by
// every kind of caller and every state of a chat. Who reads: the owner every chat of the account; the
// agent who holds or held it; the agents of its department while it waits (offered to them); the manager
// every chat of the agents; a colleague a note mentioned (asked to look). Everyone else gets the refusal
// each call gives today for an unknown id, and none of the chat's content.
// The swept calls are checked against the server's own route table and the agent events' declared inputs:
// a route or event that names a chat or a guest and has no entry here (swept, or out of the sweep with its
// reason) fails the sweep, so a new one cannot be missed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { attachmentText } from 'shared-kernel/contracts';
import { saveAttachment } from '../src/attachments/attachment-files';
import { mayReadChat, readableChatsWhere } from '../src/chats/chat-policy';
import { io as connect } from 'socket.io-client';
import { chatMentions, chatMessages, chatNotes, chats, users } from '../src/db/schema';
import { AGENT_EVENT_INPUTS } from '../src/realtime/agent-event-inputs';
import { declaredFields } from './support/hostile-values';
import { insertChat, insertVisitor } from './support/history-fixtures';
import { OUT_OF_SWEEP } from './support/read-sweep-exceptions';
import { serverFixture } from './support/socket-fixture';
import { api, type LooseJson } from './support/test-server';
import { createDepartment, createWidget, startAgent, type TestAgent } from './support/visitor-helpers';

const fx = serverFixture();

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('\0\0\0\rIHDR'), Buffer.alloc(40, 1)]);

const ROLES = ['owner', 'manager', 'holder', 'colleague', 'otherDepartment', 'otherManager', 'mentioned', 'otherAccount', 'noToken'] as const;
type Role = (typeof ROLES)[number];
/**
 * holder: the Sales agent who accepted the active and the ended chat; colleague: another Sales agent;
 * otherDepartment, otherManager: an agent and a manager of Support; mentioned: a Support agent a note of
 * every chat mentions; otherAccount: another account's owner; noToken: a caller without a token.
 */
const STATES = ['pending', 'active', 'ended', 'offlineMessage', 'unattended'] as const;
type State = (typeof STATES)[number];

/** The rule, written out: which chats each caller reads. */
const READS: Record<Role, readonly State[]> = {
  owner: STATES,
  manager: ['pending', 'active', 'ended'],
  holder: ['pending', 'active', 'ended'],
  colleague: ['pending'],
  otherDepartment: [],
  otherManager: [],
  mentioned: STATES,
  otherAccount: [],
  noToken: [],
};
const reads = (role: Role, state: State) => READS[role].includes(state);
const ENDED: readonly State[] = ['ended', 'offlineMessage', 'unattended'];

interface SceneChat {
  id: string;
  visitorId: string;
  visitorRowId: string;
  /** Text of one of its messages: seeing it means reading the chat. */
  secret: string;
  /** Text of its note (which mentions `mentioned`). */
  noteSecret: string;
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
  const otherManager = await start({ clientId: owner.id, role: 'manager' });
  const mentioned = await start({ clientId: owner.id });
  const otherAccount = await start();
  const sales = await createDepartment(fx.t.server, owner.id, [manager.id, holder.id, colleague.id]);
  await createDepartment(fx.t.server, owner.id, [otherDepartment.id, otherManager.id, mentioned.id]);
  const widget = await createWidget(fx.t.server, owner.id, [sales]);
  // Without a token: the console's handshake is refused, so its socket never connects.
  const anonymous = connect(fx.t.url, { path: '/socket.io', transports: ['websocket'], reconnection: false, forceNew: true, auth: {} });
  const handshake = await new Promise<string>((resolve) => {
    anonymous.once('connect', () => resolve('connected'));
    anonymous.once('connect_error', () => resolve('refused'));
  });
  expect(handshake).toBe('refused');
  const noToken: TestAgent = { id: randomUUID(), token: '', socket: anonymous, heard: [] };
  opened.push(noToken);
  callers = { owner, manager, holder, colleague, otherDepartment, otherManager, mentioned, otherAccount, noToken };

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
    // A note (by the owner) that mentions the Support colleague: they may read the chat from then on.
    const noteSecret = `${state} note ${randomUUID()}`;
    const noteId = randomUUID();
    await fx.t.server.ctx.db.insert(chatNotes).values({ id: noteId, chatId: id, clientId: owner.id, authorId: owner.id, authorName: 'Owner', bodyText: noteSecret, mentions: [mentioned.id] });
    await fx.t.server.ctx.db.insert(chatMentions).values({ id: randomUUID(), noteId, chatId: id, clientId: owner.id, userId: mentioned.id });
    return { id, visitorId: visitor.visitorId, visitorRowId: visitor.id, secret, noteSecret, fileName };
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
/** Whatever else a call answers, none of the chat's content may be in a refusal. */
const leaks = (answer: unknown, chat: SceneChat) => [chat.secret, chat.noteSecret, chat.fileName].some((text) => JSON.stringify(answer ?? null).includes(text));
/** A caller without a token: 401 from every call, nothing of the chat in it. */
const withoutToken = (caller: TestAgent, answer: { status: number; body?: unknown }, chat: SceneChat): Outcome | null => {
  if (caller.token !== '') return null;
  return answer.status === 401 && !leaks(answer.body, chat) ? 'refused' : unexpected(answer);
};
/** A socket event: without a token there is no connection to ask on (the handshake was refused). */
const ackOf = async (caller: TestAgent, event: string, payload: unknown): Promise<LooseJson | null> =>
  caller.socket.connected ? ((await caller.socket.emitWithAck(event, payload)) as LooseJson) : null;
const listed = (body: LooseJson, chat: SceneChat) => (body?.data ?? body ?? []).some((item: LooseJson) => item.chatId === chat.id || item._id === chat.id);

/** A single-chat history call: the chat with its conversation, or the empty answer (403 for a role the call refuses). */
const singleChat = (path: (chat: SceneChat) => string) => async (caller: TestAgent, chat: SceneChat): Promise<Outcome> => {
  const answer = await get(caller, path(chat));
  const anonymous = withoutToken(caller, answer, chat);
  if (anonymous) return anonymous;
  if (answer.status === 200 && answer.body?.chatId === chat.id && JSON.stringify(answer.body.conversation).includes(chat.secret)) return 'content';
  if (leaks(answer.body, chat)) return unexpected(answer);
  if ((answer.status === 200 && answer.body === undefined) || answer.status === 403) return 'refused';
  return unexpected(answer);
};

/** A list call: the chat among its rows, or not (403 for a role the call refuses). */
const inList = (path: string) => async (caller: TestAgent, chat: SceneChat): Promise<Outcome> => {
  const answer = await get(caller, path);
  const anonymous = withoutToken(caller, answer, chat);
  if (anonymous) return anonymous;
  if (answer.status === 403) return leaks(answer.body, chat) ? unexpected(answer) : 'refused';
  if (answer.status !== 200) return unexpected(answer);
  if (listed(answer.body, chat)) return 'content';
  return leaks(answer.body, chat) ? unexpected(answer) : 'refused';
};

const CASES: ReadCase[] = [
  {
    name: 'sync-chat {chatId, afterSeq: 0}',
    outcome: async (caller, chat) => {
      const ack = await ackOf(caller, 'sync-chat', { chatId: chat.id, afterSeq: 0 });
      if (!ack) return 'refused';
      if (ack.ok === true && ack.messages.some((m: LooseJson) => m.bodyText === chat.secret)) return 'content';
      return JSON.stringify(ack) === JSON.stringify({ ok: false, messages: [], message: 'Chat not found' }) ? 'refused' : unexpected(ack);
    },
  },
  {
    name: 'POST /chat/dashboard-conversation',
    // The guest's panel: a mentioned colleague of another department reads the guest's open chat, but the
    // guest's past chats are left out for them (their departments do not serve the guest): less than the rule
    // lets them read, never more.
    expected: (role, state) => reads(role, state) && !(role === 'mentioned' && ENDED.includes(state)),
    outcome: async (caller, chat) => {
      const answer = await post(caller, '/chat/dashboard-conversation', { visitorId: chat.visitorId });
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
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
      const headers: Record<string, string> = caller.token ? { authorization: `Bearer ${caller.token}` } : {};
      const response = await fetch(`${fx.t.url}/api/chat/attachments/${chat.fileName}`, { headers });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status === 200 && bytes.equals(PNG)) return 'content';
      if (bytes.includes(PNG.subarray(16))) return unexpected({ status: response.status, leaked: true });
      return response.status === (caller.token ? 404 : 401) ? 'refused' : unexpected({ status: response.status });
    },
  },
  { name: 'GET /chat/single-chat-history/:id', shows: ENDED, outcome: singleChat((chat) => `/chat/single-chat-history/${chat.id}`) },
  { name: 'GET /chat/single-offline-message/:id', shows: ['offlineMessage'], outcome: singleChat((chat) => `/chat/single-offline-message/${chat.id}`) },
  {
    name: 'GET /chat/single-unattended-chat-history/:chatId',
    shows: ['unattended'],
    // The missed chats' views are the admins' (403 for everyone else, a mentioned colleague too).
    expected: (role, state) => state === 'unattended' && role === 'owner',
    outcome: singleChat((chat) => `/chat/single-unattended-chat-history/${chat.id}`),
  },
  { name: 'GET /chat/dashboard-history', shows: ENDED, outcome: inList('/chat/dashboard-history?take=100') },
  { name: 'GET /chat/unattended-chats', shows: ['unattended'], expected: (role, state) => state === 'unattended' && role === 'owner', outcome: inList('/chat/unattended-chats?take=100') },
  { name: 'GET /chat/unaccepted-chats', shows: ['pending'], outcome: inList('/chat/unaccepted-chats') },
  {
    name: 'GET /chat/get-contact-conversation',
    shows: ENDED,
    outcome: async (caller, chat) => {
      const answer = await get(caller, `/chat/get-contact-conversation?visitorid=${chat.visitorRowId}`);
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
      if (answer.status !== 200) return unexpected(answer);
      return answer.body.some((item: LooseJson) => item.chatId === chat.id && item.bodyText === chat.secret) ? 'content' : 'refused';
    },
  },
  {
    name: 'join-chat-room {visitorId}',
    // The room carries the chat's messages from then on: a waiting chat's room only for the whole account's readers.
    expected: (role, state) => (state === 'pending' ? role === 'owner' : state === 'active' && reads(role, state)),
    outcome: async (caller, chat) => {
      const ack = await ackOf(caller, 'join-chat-room', { visitorId: chat.visitorId });
      if (!ack) return 'refused';
      if (ack.ok === true) return 'content';
      return ack.ok === false ? 'refused' : unexpected(ack);
    },
  },
  {
    name: 'bulk-join-chat-room {visitorIds}',
    expected: (role, state) => (state === 'pending' ? role === 'owner' : state === 'active' && reads(role, state)),
    outcome: async (caller, chat) => {
      const ack = await ackOf(caller, 'bulk-join-chat-room', { visitorIds: [chat.visitorId] });
      if (!ack) return 'refused';
      if (ack.ok === true && ack.joined.length === 1 && ack.joined[0] === chat.visitorId) return 'content';
      return ack.ok === true && ack.joined.length === 0 ? 'refused' : unexpected(ack);
    },
  },
  {
    name: 'GET /chat/conversations',
    // The caller's own accepted chats: only the holder's, while it is active.
    expected: (role, state) => role === 'holder' && state === 'active',
    outcome: async (caller, chat) => {
      const answer = await get(caller, '/chat/conversations');
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
      if (answer.status !== 200 || !Array.isArray(answer.body)) return unexpected(answer);
      const row = (answer.body as LooseJson[]).find((item) => item.chatId === chat.id);
      if (row && JSON.stringify(row.conversation).includes(chat.secret)) return 'content';
      return row || leaks(answer.body, chat) ? unexpected(answer) : 'refused';
    },
  },
  {
    name: 'GET /chat/teamwork',
    outcome: async (caller, chat) => {
      const answer = await get(caller, `/chat/teamwork?chatId=${chat.id}`);
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
      if (answer.status === 200 && (answer.body.notes as LooseJson[]).some((note) => note.bodyText === chat.noteSecret)) return 'content';
      return answer.status === 404 && answer.body.message === 'Chat not found' && !leaks(answer.body, chat) ? 'refused' : unexpected(answer);
    },
  },
  {
    name: 'GET /chat/active-chats',
    // The supervisors' view of the open chats (waiting ones too): the owner every one, a manager those of
    // their departments the agents hold or that wait for them (Sales' manager here; Support's sees none).
    expected: (role, state) => (state === 'active' || state === 'pending') && (role === 'owner' || role === 'manager'),
    outcome: async (caller, chat) => {
      const answer = await get(caller, '/chat/active-chats');
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
      if (answer.status === 403) return leaks(answer.body, chat) ? unexpected(answer) : 'refused';
      if (answer.status !== 200) return unexpected(answer);
      if ((answer.body.chats as LooseJson[]).some((row) => row.chatId === chat.id)) return 'content';
      return leaks(answer.body, chat) ? unexpected(answer) : 'refused';
    },
  },
  {
    name: 'GET /chat/mentions',
    // Each caller's own mentions: only the mentioned colleague's list names the chat and quotes its note.
    expected: (role) => role === 'mentioned',
    outcome: async (caller, chat) => {
      const answer = await get(caller, '/chat/mentions');
      const anonymous = withoutToken(caller, answer, chat);
      if (anonymous) return anonymous;
      if (answer.status !== 200) return unexpected(answer);
      const items = answer.body.mentions as LooseJson[];
      if (items.some((item) => item.chatId === chat.id)) return 'content';
      return leaks(answer.body, chat) ? unexpected(answer) : 'refused';
    },
  },
];


/** The fields by which a call or an event names a chat or a guest. */
const NAMES_A_CHAT = new Set(['chatId', 'chatIds', 'visitorId', 'visitorIds', 'visitorid', 'guestId']);
const sweepKey = (name: string) => name.split(' {')[0];

describe('the sweep covers the server', () => {
  it('has an entry for every route and agent event that names a chat or a guest, or reads chats', () => {
    const routes = fx.t.server.routes.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS');
    expect(routes.length).toBeGreaterThan(60);
    const parts = (schema: unknown) => (schema ?? {}) as { body?: unknown; querystring?: unknown; params?: unknown };
    const concerned = routes
      .filter((route) => {
        const fields = [...declaredFields(parts(route.schema).body), ...declaredFields(parts(route.schema).querystring)];
        return /^\/api\/(chat|visitor)\//.test(route.url) || fields.some((field) => NAMES_A_CHAT.has(field));
      })
      .map((route) => `${route.method} ${route.url.replace(/^\/api/, '')}`);
    const events = Object.entries(AGENT_EVENT_INPUTS as Record<string, unknown>)
      .filter(([, input]) => declaredFields(input).some((field) => NAMES_A_CHAT.has(field)))
      .map(([event]) => event);
    // The check itself finds what it must: the routes and events this file has always swept.
    expect(concerned).toEqual(expect.arrayContaining(['GET /chat/single-chat-history/:id', 'POST /chat/dashboard-conversation', 'GET /chat/teamwork']));
    expect(events).toEqual(expect.arrayContaining(['sync-chat', 'join-chat-room', 'bulk-join-chat-room']));
    const covered = new Set([...CASES.map((c) => sweepKey(c.name)), ...Object.keys(OUT_OF_SWEEP)]);
    expect([...concerned, ...events].filter((name) => !covered.has(name))).toEqual([]);
    // And nothing listed that the server no longer has.
    expect([...covered].filter((name) => !concerned.includes(name) && !events.includes(name))).toEqual([]);
  });
});

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
    for (const role of ROLES.filter((role) => role !== 'noToken')) {
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
