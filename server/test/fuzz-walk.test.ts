/** @jest-environment ./test/support/pglite-environment.cjs */
// A property-based walk over every HTTP route and every socket event of both namespaces with hostile input
// (fast-check): prototype-named keys, deep nesting, huge and negative numbers, NUL and lone surrogates, wrong
// types at every declared field, bad multipart. Each case must be answered below 500 and within 2 s, the
// server must go on serving, and nothing of a refused input may be stored. The routes are walked as each
// kind of caller (the owner, an agent of the widget's department, an agent of another one, another
// account's owner, no token), against live chats and guests the walk made (their real ids in paths and
// fields), and an input of a class every input must meet (input-guard.ts: no prototype-named key, no text
// over 10,000 characters or with NUL, nothing nested deeper than 8, in a form field's JSON too; no number
// in a field beyond what the database stores) must never be accepted.
// FUZZ_RUNS=N: cases per route (shared among the callers) and per event (200 by default); FUZZ_SEED=S
// replays a run (its seed is printed).
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { io as connect } from 'socket.io-client';
import { getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { CONNECTION_RATES } from '../src/realtime/rate-bucket';
import { AGENT_EVENT_INPUTS } from '../src/realtime/agent-event-inputs';
import { VISITOR_EVENT_INPUTS } from '../src/visitors/visitor-event-inputs';
import * as schema from '../src/db/schema';
import { signIn } from './support/test-server';
import { socketFixture } from './support/socket-fixture';
import { createDepartment, createWidget, type TestAgent, type TestGuest } from './support/visitor-helpers';
import { declaredFields, hostileInput, hostileText, MAX_DEPTH, wellFormed, withMarker } from './support/hostile-values';
import { underCi } from './support/postgres-suite';
import { Encoding, asQuery, fieldsOf, knownBad, numberFieldsOf, pathSegment, send } from './support/fuzz-inputs';

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
// Under CI a fixed seed, so that no landing is decided by the draw (a seed that finds a fault there finds it in
// every run); elsewhere a new one each run, printed so that a failure can be replayed.
const CI_SEED = 1160838672;
const SEED = Number(process.env.FUZZ_SEED ?? (underCi() ? CI_SEED : Math.floor(Math.random() * 2 ** 31)));
const ANSWER_WITHIN_MS = 2_000;

// Tables that keep bookkeeping rather than what a caller sent (attempt counters, logins, live presence, jobs).
const BOOKKEEPING = new Set(['limiter_hits', 'logins', 'refresh_tokens', 'server_nodes', 'live_guests', 'socket_io_attachments']);
const RESERVED_EVENTS = new Set(['disconnect', 'disconnecting', 'error', 'connect', 'connect_error', 'newListener', 'removeListener']);

const fx = socketFixture();
const run = randomUUID().slice(0, 6);
let caseNo = 0;
/** The markers of the cases that were refused: none may be found in the database afterwards. */
const refusedMarkers: string[] = [];
const nextMarker = () => `fz${run}n${++caseNo}x`;

/** One line per failed target: what broke, the seed and path that replay it, the start of the input. */
function failure<T>(target: string, result: fc.RunDetails<T>): string {
  const input = JSON.stringify(result.counterexample)?.slice(0, 300);
  return `${target}: ${(result.errorInstance as Error | undefined)?.message ?? 'failed'} (seed ${result.seed}, path ${result.counterexamplePath}) input ${input}`;
}

beforeAll(() => console.log(`fuzz walk: seed ${SEED}, ${RUNS} cases per route and event (FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS} replays it)`));

/** The callers the route walk takes turns as (noToken sends no authorization). */
const CALLERS = ['owner', 'agent', 'otherDepartment', 'otherAccount', 'noToken'] as const;
type Caller = (typeof CALLERS)[number];


describe('fuzz walk: hostile input on every route and event', () => {
  let owner: TestAgent;
  let ownerEmail: string;
  let guest: TestGuest;
  let knownIds: string[];
  /** Ids of live things the walk made: chats (waiting and held), their guests, the widget, the agent. */
  let liveIds: string[];
  const emails = {} as Record<Exclude<Caller, 'noToken'>, string>;
  let logged: jest.SpyInstance;
  let failures: string[];

  beforeAll(async () => {
    owner = await fx.agent();
    const emailOf = async (user: TestAgent) =>
      (await fx.t.server.ctx.db.select({ email: schema.users.email }).from(schema.users).where(sql`${schema.users.id} = ${user.id}`))[0].email;
    ownerEmail = await emailOf(owner);
    const { pluginId } = await createWidget(fx.t.server, owner.id);
    // Ids the walk may name: a second widget, a department and an agent of the account (not the owner's own).
    const spare = await createWidget(fx.t.server, owner.id);
    const agent = await fx.agent({ clientId: owner.id });
    const otherDepartment = await fx.agent({ clientId: owner.id });
    const otherAccount = await fx.agent();
    const department = await createDepartment(fx.t.server, owner.id, [agent.id]);
    await createDepartment(fx.t.server, owner.id, [otherDepartment.id]);
    Object.assign(emails, { owner: ownerEmail, agent: await emailOf(agent), otherDepartment: await emailOf(otherDepartment), otherAccount: await emailOf(otherAccount) });
    guest = await fx.guest(pluginId);
    // Live chats of the department's widget: one waiting, one the agent holds.
    const salesWidget = await createWidget(fx.t.server, owner.id, [department]);
    const chatOf = async () => {
      const waiting = await fx.guest(salesWidget.pluginId);
      const sent = await waiting.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello?' });
      const [chat] = await fx.t.server.ctx.db.select().from(schema.chats).where(sql`${schema.chats.id} = ${sent.message.chatId}`);
      return { chatId: chat.id as string, visitorId: chat.visitorId as string, visitorRowId: chat.visitorRowId as string };
    };
    const pending = await chatOf();
    const held = await chatOf();
    const accepted = await fetch(`${fx.t.url}/api/visitor/accept-chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: held.visitorId }),
    });
    expect(accepted.status).toBe(200);
    liveIds = [pending.chatId, pending.visitorId, pending.visitorRowId, held.chatId, held.visitorId, held.visitorRowId, salesWidget.id, salesWidget.pluginId, agent.id];
    knownIds = [spare.id, spare.pluginId, department, agent.id, randomUUID(), ...liveIds];
  });

  beforeEach(() => {
    failures = [];
    // A guest's share of the server would refuse most cases before they reach a schema.
    jest.replaceProperty(CONNECTION_RATES, 'guest', { perSecond: 1e6, burst: 1e6 });
    jest.replaceProperty(CONNECTION_RATES, 'agent', { perSecond: 1e6, burst: 1e6 });
    logged = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void failures.push(String(args[0])));
  });
  afterEach(() => {
    logged.mockRestore();
    jest.restoreAllMocks();
  });

  it("walks the fields of every input, nested blocks included (a widget's routing and rating, visitor:rate)", () => {
    const fieldsOfRoute = (method: string, url: string) => fieldsOf(fx.t.server.routes.find((route) => route.method === method && route.url === url)?.schema);
    for (const [method, url] of [['POST', '/api/widget/create'], ['PATCH', '/api/widget/update']]) {
      expect(fieldsOfRoute(method, url)).toEqual(expect.arrayContaining(['routing.mode', 'rating', 'rating.enabled']));
    }
    expect(declaredFields(VISITOR_EVENT_INPUTS['visitor:rate'])).toEqual(['chatId', 'rating', 'comment']);
  });

  it('answers every route as every caller below 500 and within 2 s, and accepts no input of a known-bad class', async () => {
    const routes = fx.t.server.routes;
    expect(routes.length).toBeGreaterThan(60);
    const problems: string[] = [];
    const accepted: Record<Caller, number> = { owner: 0, agent: 0, otherDepartment: 0, otherAccount: 0, noToken: 0 };
    // The cases per route are shared among the callers, so the walk takes about as long as one caller's did.
    const runsPerCaller = Math.max(1, Math.ceil(RUNS / CALLERS.length));
    // Each caller signs in once, and again only when a case ended its login (a 401).
    const tokens = {} as Record<Caller, string>;
    const signedIn = async (caller: Caller) => (tokens[caller] = caller === 'noToken' ? '' : (await signIn(fx.t.url, emails[caller])).accessToken);
    for (const caller of CALLERS) await signedIn(caller);
    for (const route of routes) {
      for (const caller of CALLERS) {
        const fields = fieldsOf(route.schema);
        // A path's ids are most often live ones (a chat, its guest), so handlers get past their lookups.
        const param = fc.oneof({ weight: 2, arbitrary: fc.constantFrom(...liveIds) }, { weight: 1, arbitrary: hostileText(knownIds) });
        const arbitrary = fc.record({
          input: hostileInput(fields, knownIds),
          query: hostileInput(fields, knownIds),
          params: fc.array(param, { minLength: 3, maxLength: 3 }),
          encoding: fc.constantFrom<Encoding>('json', 'json', 'json', 'multipart', 'broken-multipart', 'text'),
        });
        const property = fc.asyncProperty(arbitrary, async (c) => {
          const marker = nextMarker();
          let index = 0;
          const params = c.params.map((text) => String(withMarker(text, marker)));
          const path = route.url.replace(/:[^/]+|\*$/g, () => pathSegment(params[index++ % 3]));
          const body = withMarker(c.input, marker);
          const query = withMarker(c.query, marker);
          const url = `${fx.t.url}${path}${asQuery(query)}`;
          const { status, ms } = await send(url, route.method, tokens[caller], body, c.encoding);
          if (status === 401 && caller !== 'noToken') await signedIn(caller);
          if (status === 0 || status >= 400) refusedMarkers.push(marker);
          if (status === 0 || status >= 500 || ms > ANSWER_WITHIN_MS) {
            throw new Error(`${route.method} ${route.url} as ${caller} answered ${status || 'nothing'} after ${Math.round(ms)} ms`);
          }
          if (status < 300) {
            accepted[caller]++;
            const usedParams = params.slice(0, (route.url.match(/:[^/]+|\*$/g) ?? []).length);
            const bad = knownBad({ body, query, params: usedParams, encoding: c.encoding }, numberFieldsOf((route.schema as { body?: unknown } | undefined)?.body), route.method, `${route.method} ${route.url}`);
            if (bad) throw new Error(`${route.method} ${route.url} as ${caller} accepted (${status}) a known-bad input: ${bad}`);
          }
        });
        const result = await fc.check(property, { seed: SEED, numRuns: runsPerCaller, endOnFailure: true });
        if (result.failed) problems.push(failure(`${route.method} ${route.url} as ${caller}`, result));
      }
    }
    console.log(`fuzz walk: accepted cases per caller ${JSON.stringify(accepted)}`);
    expect(problems).toEqual([]);
    // Nothing without a token is accepted but what is public; the others reach handlers.
    expect(accepted.owner).toBeGreaterThan(0);
    expect(accepted.agent).toBeGreaterThan(0);
    expect(failures.filter((line) => /failed|Unhandled/.test(line))).toEqual([]);
  }, 1_800_000);

  it('acks every event of both namespaces within 2 s, and both sockets stay connected', async () => {
    // Fresh sockets: the route walk may have ended the owner's logins or blocked guests. The agent side is
    // an agent holding the guest's live chat, so chat events get past their lookups.
    owner = await fx.agent();
    const holder = await fx.agent({ clientId: owner.id });
    const department = await createDepartment(fx.t.server, owner.id, [holder.id]);
    guest = await fx.guest((await createWidget(fx.t.server, owner.id, [department])).pluginId);
    const sent = await guest.socket.emitWithAck('visitor:message', { clientMessageId: randomUUID(), bodyText: 'Hello?' });
    const held = await fetch(`${fx.t.url}/api/visitor/accept-chat`, {
      method: 'POST',
      headers: { authorization: `Bearer ${holder.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ visitorId: guest.hello.visitorId }),
    });
    expect(held.status).toBe(200);
    const eventIds = [sent.message.chatId as string, guest.hello.visitorId as string, holder.id, ...knownIds];
    const problems: string[] = [];
    const namespaces = [
      { name: 'agent', socket: () => holder.socket, events: Object.keys(AGENT_EVENT_INPUTS), inputs: AGENT_EVENT_INPUTS as Record<string, unknown> },
      { name: 'visitor', socket: () => guest.socket, events: Object.keys(VISITOR_EVENT_INPUTS), inputs: VISITOR_EVENT_INPUTS as Record<string, unknown> },
    ];
    for (const namespace of namespaces) {
      for (const event of namespace.events.filter((name) => !RESERVED_EVENTS.has(name))) {
        const property = fc.asyncProperty(hostileInput(declaredFields(namespace.inputs[event]), eventIds, MAX_DEPTH.socket), async (input) => {
          const marker = nextMarker();
          const started = performance.now();
          const answer = (await namespace
            .socket()
            .timeout(ANSWER_WITHIN_MS)
            .emitWithAck(event, withMarker(input, marker))
            .catch((error: Error) => error)) as { ok?: boolean } | Error;
          if (answer instanceof Error || answer?.ok === false) refusedMarkers.push(marker);
          if (answer instanceof Error) {
            const waited = Math.round(performance.now() - started);
            throw new Error(`${namespace.name} '${event}' not acknowledged within ${waited} ms (${answer.message})`);
          }
          if (!namespace.socket().connected) throw new Error(`${namespace.name} socket dropped after '${event}'`);
          if (answer?.ok === true) {
            const bad = knownBad({ body: withMarker(input, marker), query: null, params: [], encoding: 'json' }, numberFieldsOf(namespace.inputs[event]), 'POST');
            if (bad) throw new Error(`${namespace.name} '${event}' acknowledged ok a known-bad input: ${bad}`);
          }
        });
        const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
        if (result.failed) problems.push(failure(`${namespace.name} '${event}'`, result));
      }
    }
    expect(problems).toEqual([]);
    expect(failures.filter((line) => /failed|Unhandled/.test(line))).toEqual([]);
  }, 1_800_000);

  it('answers every handshake of both namespaces within 2 s, connected or refused', async () => {
    const { pluginId } = await createWidget(fx.t.server, owner.id);
    const { accessToken } = await signIn(fx.t.url, ownerEmail);
    const ids = [...knownIds, pluginId, `Bearer ${accessToken}`, accessToken];
    const problems: string[] = [];
    for (const [namespace, fields] of [
      ['/', ['token', 'type', 'selectedAccount']],
      ['/visitor', ['pluginId', 'visitorId', 'domain', 'page']],
    ] as const) {
      const property = fc.asyncProperty(hostileInput(fields, ids, MAX_DEPTH.socket), hostileInput(['agentId', 'isClient'], ids), async (auth, query) => {
        const marker = nextMarker();
        const socket = connect(`${fx.t.url}${namespace === '/' ? '' : namespace}`, {
          path: '/socket.io',
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
          auth: withMarker(auth, marker) as Record<string, unknown>,
          // The client's own query encoder calls query.hasOwnProperty(): that one key cannot be sent with it.
          query: Object.fromEntries(
            Object.entries(query && typeof query === 'object' ? query : {})
              .filter(([key]) => key !== 'hasOwnProperty')
              .map(([key, value]) => [wellFormed(key), wellFormed(typeof value === 'string' ? value : JSON.stringify(value))]),
          ),
        });
        try {
          const outcome = await new Promise<string>((resolve) => {
            const timer = setTimeout(() => resolve('no answer'), ANSWER_WITHIN_MS);
            socket.once('connect', () => (clearTimeout(timer), resolve('connected')));
            socket.once('connect_error', () => (clearTimeout(timer), resolve('refused')));
            // A handshake that is not even an object is refused by closing the connection.
            socket.io.once('close', () => (clearTimeout(timer), resolve('closed')));
          });
          if (outcome !== 'connected') refusedMarkers.push(marker);
          if (outcome === 'no answer') throw new Error(`handshake of '${namespace}' not answered within ${ANSWER_WITHIN_MS} ms`);
        } finally {
          socket.close();
        }
      });
      const result = await fc.check(property, { seed: SEED, numRuns: RUNS, endOnFailure: true });
      if (result.failed) problems.push(failure(`handshake '${namespace}'`, result));
    }
    expect(problems).toEqual([]);
    expect(failures.filter((line) => /failed|Unhandled/.test(line))).toEqual([]);
  }, 600_000);

  it('stored nothing of a refused input', async () => {
    expect(refusedMarkers.length).toBeGreaterThan(RUNS);
    const refused = new Set(refusedMarkers);
    const found: string[] = [];
    let acceptedFound = 0;
    for (const table of Object.values(schema)) {
      if (!is(table, PgTable)) continue;
      const name = getTableName(table);
      if (BOOKKEEPING.has(name)) continue;
      const answer = await fx.t.server.ctx.db.execute(sql`select t::text as row from ${sql.identifier(name)} t where t::text like ${`%fz${run}n%`}`);
      // PGlite's driver answers { rows }, postgres.js the rows themselves.
      const rows = ((answer as { rows?: unknown[] }).rows ?? answer) as Array<{ row: string }>;
      for (const { row } of rows) {
        for (const marker of row.match(new RegExp(`fz${run}n\\d+x`, 'g')) ?? []) {
          if (refused.has(marker)) found.push(`${name}: ${marker}`);
          else acceptedFound++;
        }
      }
    }
    // The accepted cases' markers show that the search finds what the walk stored.
    console.log(`fuzz walk: ${caseNo} cases, ${refused.size} refused, ${acceptedFound} accepted inputs found stored`);
    expect(found).toEqual([]);
  });
});
