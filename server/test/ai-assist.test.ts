/** @jest-environment ./test/support/pglite-environment.cjs */
// AI assist (issue 36) on the real server against the local chat-completions stand-in: the settings and
// their write-only key, "Test connection", and an agent's suggestion, rewrite and summary streamed over the
// console's socket, with the guest's private details kept out of every request the stand-in recorded.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AI_ERRORS, type AiStreamEvent } from 'shared-kernel/ai-assist';
import { AI_STAND_IN, startStandIns, type StandIns } from '../dev/stand-ins';
import { cannedMessages, chatMessages, visitors } from '../src/db/schema';
import { socketFixture } from './support/socket-fixture';
import { heldChat } from './support/teamwork-scene';
import { insertChat, insertVisitor } from './support/history-fixtures';
import { DEMO_ACCOUNTS } from '../src/seed/demo-seed';
import { eventually } from './support/fresh-postgres';
import { api, signIn, startTestServer, type LooseJson } from './support/test-server';
import type { TestAgent } from './support/visitor-helpers';

const TIMEOUT_MS = 1500;
const fx = socketFixture({ aiTimeoutMs: TIMEOUT_MS });
let standIns: StandIns;

beforeAll(async () => {
  standIns = await startStandIns();
});
afterAll(() => standIns.stop());

const PRIVATE = {
  email: 'ann.lee@example.com',
  phone: '+44 20 7946 0958',
  card: '4242 4242 4242 4242',
  ip: '203.0.113.9',
  firstName: 'Annabel',
  lastName: 'Quigley',
};
const GUEST_LINE = `I am ${PRIVATE.firstName} ${PRIVATE.lastName}: mail ${PRIVATE.email}, phone ${PRIVATE.phone}, card ${PRIVATE.card}, from ${PRIVATE.ip}. Where is my refund?`;

const settings = (token: string, body: Record<string, unknown>) =>
  api(fx.t.url, 'PATCH', '/ai-assist/settings', { token, body: { enabled: true, baseUrl: standIns.url, model: AI_STAND_IN.model, apiKey: AI_STAND_IN.apiKey, ...body } });

/** Asks over the socket; `ended` resolves with the request's events once it is done, failed or stopped. */
async function ask(agent: TestAgent, payload: Record<string, unknown>) {
  const requestId = randomUUID();
  const seen: AiStreamEvent[] = [];
  let textCame = () => undefined as void;
  const firstText = new Promise<void>((resolve) => (textCame = resolve));
  const ended = new Promise<AiStreamEvent[]>((resolve) => {
    const hear = (event: AiStreamEvent) => {
      if (event.requestId !== requestId) return;
      seen.push(event);
      if (event.chunk !== undefined) textCame();
      if (event.done !== undefined || event.error !== undefined || event.stopped) {
        agent.socket.off('ai-assist', hear);
        resolve(seen);
      }
    };
    agent.socket.on('ai-assist', hear);
  });
  const ack: LooseJson = await agent.socket.emitWithAck('ai-assist-request', { requestId, ...payload });
  return { requestId, ack, ended, seen, firstText };
}

const requestText = (call: { body: unknown }) => JSON.stringify(call.body);
const callsSince = (count: number) => standIns.aiCalls.slice(count);

/** The held chat with a guest who shares every private detail, their stored contact, a canned answer and a past answer on the widget. */
async function refundChat() {
  const s = await heldChat(fx);
  const db = fx.t.server.ctx.db;
  await db.update(visitors).set({ firstName: PRIVATE.firstName, lastName: PRIVATE.lastName }).where(eq(visitors.visitorId, s.visitorId));
  expect((await s.visitor.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: GUEST_LINE })).ok).toBe(true);
  await db.insert(cannedMessages).values({ id: randomUUID(), clientId: s.owner.id, shortCode: 'refund-time', message: 'Refunds reach your card within 5 working days.' });
  const past = await insertVisitor(fx.t.server, { clientId: s.owner.id, widgetId: s.widget.id, email: 'someone.else@example.org' });
  const pastChat = await insertChat(fx.t.server, { visitor: past, agent: { id: s.sales.id, name: 'Sam' }, messages: 2 });
  await db
    .update(chatMessages)
    .set({ bodyText: 'Your refund is on its way; write to someone.else@example.org if it is late.' })
    .where(and(eq(chatMessages.chatId, pastChat), eq(chatMessages.direction, 'outbound')));
  return s;
}

describe('the settings', () => {
  it('are off by default, for owners and co-admins only, and never answer the key', async () => {
    const s = await heldChat(fx);
    const read = await api(fx.t.url, 'GET', '/ai-assist/settings', { token: s.owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ enabled: false, baseUrl: '', model: '', apiKey: '', usedThisMonth: 0 });
    expect((await api(fx.t.url, 'GET', '/ai-assist/features', { token: s.sales.token })).body).toEqual({ suggestions: false, rewrite: false, summaries: false });
    expect((await api(fx.t.url, 'GET', '/ai-assist/settings', { token: s.sales.token })).status).toBe(403);
    expect((await settings(s.sales.token, {})).status).toBe(403);

    const saved = await settings(s.owner.token, { rewrite: false });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(AI_STAND_IN.apiKey);
    expect(saved.body).toMatchObject({ enabled: true, baseUrl: standIns.url, model: AI_STAND_IN.model, rewrite: false });
    expect(saved.body.apiKey).toMatch(/^••••/);
    expect(JSON.stringify((await api(fx.t.url, 'GET', '/ai-assist/settings', { token: s.owner.token })).body)).not.toContain(AI_STAND_IN.apiKey);
    expect((await api(fx.t.url, 'GET', '/ai-assist/features', { token: s.sales.token })).body).toEqual({ suggestions: true, rewrite: false, summaries: true });

    // Turning it on needs an endpoint; the stored key goes to no other base URL unless typed again.
    expect((await settings(s.owner.token, { baseUrl: '', model: '' })).status).toBe(400);
    const moved = await settings(s.owner.token, { baseUrl: 'http://127.0.0.1:9/v1', apiKey: saved.body.apiKey });
    expect(moved.status).toBe(400);
    expect(moved.body.message).toBe('Enter the API key again: the base URL changed');
  });

  it('"Test connection" answers with the model\'s words, with and without /v1, or the endpoint\'s exact error without the key', async () => {
    const s = await heldChat(fx);
    const test = (body: Record<string, unknown>) => api(fx.t.url, 'POST', '/ai-assist/test-connection', { token: s.owner.token, body: { baseUrl: standIns.url, model: AI_STAND_IN.model, apiKey: AI_STAND_IN.apiKey, ...body } });
    expect((await test({})).body).toEqual({ ok: true, answer: 'OK' });
    expect((await test({ baseUrl: `${standIns.url}/v1` })).body).toEqual({ ok: true, answer: 'OK' });
    const refused = await test({ apiKey: 'sk-wrong-key-0123456789' });
    expect(refused.status).toBe(200);
    expect(refused.body.ok).toBe(false);
    expect(refused.body.error).toContain(AI_ERRORS.unauthorized);
    expect(refused.body.error).toContain('Incorrect API key provided');
    expect(refused.body.error).not.toContain('sk-wrong-key-0123456789');
    const unknown = await test({ model: 'no-such-model' });
    expect(unknown.body.error).toContain(AI_ERRORS.modelNotFound);
    expect(unknown.body.error).toContain('The model `no-such-model` does not exist');
  });
});

describe('a suggestion', () => {
  it('streams a reply grounded in the chat, the canned answers and past answers, with no private detail in the request', async () => {
    const s = await refundChat();
    expect((await settings(s.owner.token, {})).status).toBe(200);
    const before = standIns.aiCalls.length;
    const { ack, ended } = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    expect(ack).toEqual({ ok: true });
    const events = await ended;
    const done = events.at(-1)!;
    // The stand-in repeats the guest's last line: the placeholders it saw come back as the guest's own details.
    expect(done.done).toBe(`Stand-in reply to "${GUEST_LINE}". Refunds reach your card within 5 working days.`);
    expect(events.slice(0, -1).map((event) => event.chunk).join('')).toBe(done.done);
    expect(events.length).toBeGreaterThan(1);

    const [call, ...more] = callsSince(before);
    expect(more).toEqual([]);
    const sent = requestText(call);
    expect(sent).toContain('I have a billing question');
    expect(sent).toContain('Refunds reach your card within 5 working days.');
    expect(sent).toContain('Your refund is on its way; write to [EMAIL_');
    for (const value of [...Object.values(PRIVATE), 'someone.else@example.org']) expect(sent).not.toContain(value);
    expect(sent).toContain('I am [CONTACT_1]: mail');
    expect(sent).toMatch(/\[EMAIL_1\].*\[PHONE_1\].*\[CARD_1\].*\[IP_1\]/);
    expect(call.body?.stream).toBe(true);
  });

  it('leaves internal notes out unless the account allows them', async () => {
    const s = await refundChat();
    const note = await s.sales.socket.emitWithAck('chat-note', { chatId: s.chatId, bodyText: 'VIP guest: refund approved by finance', noteId: randomUUID(), mentions: [] });
    expect(note.ok).toBe(true);
    await settings(s.owner.token, {});
    const before = standIns.aiCalls.length;
    await (await ask(s.sales, { chatId: s.chatId, kind: 'suggest' })).ended;
    expect(requestText(callsSince(before)[0])).not.toContain('refund approved by finance');
    await settings(s.owner.token, { includeNotes: true, apiKey: undefined });
    const allowed = standIns.aiCalls.length;
    await (await ask(s.sales, { chatId: s.chatId, kind: 'suggest' })).ended;
    expect(requestText(callsSince(allowed)[0])).toContain('refund approved by finance');
  });
});

describe('a long chat', () => {
  it("sends only its latest lines, oldest first", async () => {
    const s = await heldChat(fx);
    await settings(s.owner.token, {});
    const start = Date.now();
    const line = (n: number) => `Guest line ${String(n).padStart(3, '0')}`;
    await fx.t.server.ctx.db.insert(chatMessages).values(
      Array.from({ length: 120 }, (_, i) => ({ id: randomUUID(), chatId: s.chatId, seq: i + 2, direction: 'inbound' as const, bodyText: line(i + 1), createdAt: new Date(start + i) })),
    );
    const before = standIns.aiCalls.length;
    expect((await (await ask(s.sales, { chatId: s.chatId, kind: 'summarize' })).ended).at(-1)?.done).toBeTruthy();
    const sent = requestText(callsSince(before)[0]);
    // The prompt's 40 latest lines: 81 to 120, in the order they were written.
    expect(sent).toContain(line(81));
    expect(sent.indexOf(line(81))).toBeLessThan(sent.indexOf(line(120)));
    expect(sent).not.toContain(line(80));
    expect(sent).not.toContain('I have a billing question');
  });
});

describe('rewrites and summaries', () => {
  it('rewrites the draft (private details hidden and put back) and summarizes the chat', async () => {
    const s = await refundChat();
    await settings(s.owner.token, {});
    const before = standIns.aiCalls.length;
    const rewrite = await ask(s.sales, { chatId: s.chatId, kind: 'rewrite', style: 'formal', draft: `hi ${PRIVATE.firstName}, we refund to ${PRIVATE.card}` });
    expect(rewrite.ack).toEqual({ ok: true });
    expect((await rewrite.ended).at(-1)).toEqual({ requestId: rewrite.requestId, done: `Rewritten: hi ${PRIVATE.firstName}, we refund to ${PRIVATE.card}` });
    const summary = await ask(s.sales, { chatId: s.chatId, kind: 'summarize' });
    expect((await summary.ended).at(-1)?.done).toBe(`Wants: I have a billing question\nTried: the stand-in's summary\nOpen: ${GUEST_LINE}`);
    for (const call of callsSince(before)) for (const value of Object.values(PRIVATE)) expect(requestText(call)).not.toContain(value);
    expect(requestText(callsSince(before)[0])).toContain('more formal');
  });

  it('refuses a feature the account turned off, and a chat the agent may not write to', async () => {
    const s = await refundChat();
    await settings(s.owner.token, { rewrite: false });
    expect((await ask(s.sales, { chatId: s.chatId, kind: 'rewrite', draft: 'x' })).ack).toEqual({ ok: false, status: 403, message: AI_ERRORS.featureOff });
    // Another agent of the account, who does not hold the chat: to them it is not there.
    expect((await ask(s.colleague, { chatId: s.chatId, kind: 'suggest' })).ack).toEqual({ ok: false, status: 404, message: 'Chat not found' });
    expect((await ask(s.sales, { chatId: randomUUID(), kind: 'suggest' })).ack).toMatchObject({ ok: false, status: 404 });
    expect((await ask(s.sales, { chatId: s.chatId, kind: 'write-a-poem' })).ack).toMatchObject({ ok: false });
  });
});

describe('limits', () => {
  it("refuses an agent past the account's rate per minute, and everyone past the monthly cap, with 429", async () => {
    const s = await refundChat();
    await settings(s.owner.token, { agentPerMinute: 2 });
    for (let i = 0; i < 2; i++) await (await ask(s.sales, { chatId: s.chatId, kind: 'suggest' })).ended;
    const limited = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    expect(limited.ack).toMatchObject({ ok: false, status: 429, message: AI_ERRORS.agentRate });
    expect(limited.ack.retryAfterMs).toBeGreaterThan(0);
    expect(limited.ack.retryAfterMs).toBeLessThanOrEqual(60_000);

    // Two requests counted this month: a cap of 3 lets the owner's one more through, then none.
    await settings(s.owner.token, { monthlyCap: 3 });
    expect((await api(fx.t.url, 'GET', '/ai-assist/settings', { token: s.owner.token })).body.usedThisMonth).toBe(2);
    expect((await ask(s.owner, { chatId: s.chatId, kind: 'summarize' })).ack).toEqual({ ok: true });
    expect((await ask(s.owner, { chatId: s.chatId, kind: 'summarize' })).ack).toEqual({ ok: false, status: 429, message: AI_ERRORS.monthlyCap });
  });
});

describe('ending a request', () => {
  const slowly = async () => {
    const s = await refundChat();
    await settings(s.owner.token, { model: AI_STAND_IN.slowModel });
    return s;
  };
  const lastCall = () => standIns.aiCalls.at(-1)!;
  // The stand-in records the connection's close: the upstream request ended.
  const closedUpstream = () => eventually(() => lastCall().ended === 'closed');

  it('stops when the agent stops it, and ends the upstream request', async () => {
    const s = await slowly();
    const request = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    await request.firstText;
    expect(await s.sales.socket.emitWithAck('ai-assist-stop', { requestId: request.requestId })).toEqual({ ok: true });
    expect((await request.ended).at(-1)).toEqual({ requestId: request.requestId, stopped: true });
    await closedUpstream();
  });

  it('stops when its chat ends', async () => {
    const s = await slowly();
    const request = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    await request.firstText;
    expect((await api(fx.t.url, 'POST', '/chat/end-chat-by-agent', { token: s.sales.token, body: { visitorId: s.visitorId, chatId: s.chatId } })).status).toBe(200);
    expect((await request.ended).at(-1)).toEqual({ requestId: request.requestId, stopped: true });
    await closedUpstream();
  });

  it('stops when the console disconnects', async () => {
    const s = await slowly();
    const request = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    await request.firstText;
    s.sales.socket.disconnect();
    await closedUpstream();
  });

  it('gives up at the timeout with a clear message', async () => {
    const s = await slowly();
    const started = Date.now();
    const request = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
    expect((await request.ended).at(-1)).toEqual({ requestId: request.requestId, error: AI_ERRORS.timeout });
    expect(Date.now() - started).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
    await closedUpstream();
  });
});

describe("the endpoint's errors", () => {
  it('tells the agent what to do on a 401 or a 404, and never writes the key to a log', async () => {
    const s = await refundChat();
    const logged: string[] = [];
    const spies = (['log', 'warn', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' '))));
    try {
      await fx.t.server.ctx.db.update(visitors).set({ email: PRIVATE.email }).where(eq(visitors.visitorId, s.visitorId));
      await settings(s.owner.token, { apiKey: 'sk-not-the-stand-in-key-42' });
      const refused = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
      expect((await refused.ended).at(-1)).toEqual({ requestId: refused.requestId, error: AI_ERRORS.unauthorized });
      await settings(s.owner.token, { model: 'no-such-model' });
      const unknown = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
      expect((await unknown.ended).at(-1)).toEqual({ requestId: unknown.requestId, error: AI_ERRORS.modelNotFound });
      await settings(s.owner.token, { baseUrl: 'http://127.0.0.1:9', apiKey: 'sk-not-the-stand-in-key-42' });
      const unreachable = await ask(s.sales, { chatId: s.chatId, kind: 'suggest' });
      expect((await unreachable.ended).at(-1)).toEqual({ requestId: unreachable.requestId, error: AI_ERRORS.unreachable });
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
    for (const line of logged) expect(line).not.toContain('sk-not-the-stand-in-key-42');
  });
});

describe('the demo', () => {
  it('turns AI assist on for the demo owner at start when DEMO_AI_* name an endpoint (AI_STAND_IN=1 npm start)', async () => {
    const env = standIns.env();
    const demo = await startTestServer({ seedDemo: true, demoAi: { baseUrl: env.DEMO_AI_BASE_URL, model: env.DEMO_AI_MODEL, apiKey: env.DEMO_AI_API_KEY } }, { ownDatabase: true });
    try {
      const { accessToken } = await signIn(demo.url, DEMO_ACCOUNTS[0].email, DEMO_ACCOUNTS[0].password);
      const read = await api(demo.url, 'GET', '/ai-assist/settings', { token: accessToken });
      expect(read.body).toMatchObject({ enabled: true, baseUrl: standIns.url, model: AI_STAND_IN.model, suggestions: true, rewrite: true, summaries: true });
      expect(read.body.apiKey).toMatch(/^••••/);
      const tested = await api(demo.url, 'POST', '/ai-assist/test-connection', { token: accessToken, body: { baseUrl: read.body.baseUrl, model: read.body.model, apiKey: read.body.apiKey } });
      expect(tested.body).toEqual({ ok: true, answer: 'OK' });
    } finally {
      await demo.close();
    }
  });
});
