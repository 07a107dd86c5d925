/** @jest-environment ./test/support/pglite-environment.cjs */
// The socket events' AsyncAPI document is generated from the event tables: every event of the contracts
// is in it once, in its channel and direction, each sent event with exactly the schema its handler's
// validator enforces, and its channels' addresses and handshakes open the real sockets.
import { io, type Socket } from 'socket.io-client';
import {
  AGENT_EMIT_EVENT_NAMES,
  AGENT_EXTENSION_EMIT_EVENT_NAMES,
  AGENT_RECEIVE_EVENT_NAMES,
  VISITOR_EMIT_EVENT_NAMES,
  VISITOR_RECEIVE_EVENT_NAMES,
} from 'shared-kernel/contracts';
import { number, object, string, type AnySchema } from 'yup';
import { TAKES_NO_QUERY } from '../src/app/api-description/api-description';
import { asyncApiDocument, messageKey } from '../src/app/api-description/asyncapi';
import { SOCKET_CHANNELS, type SocketChannel } from '../src/app/api-description/socket-channels';
import { toJsonSchema } from '../src/app/api-description/yup-json-schema';
import { AGENT_EVENT_INPUTS } from '../src/realtime/agent-event-inputs';
import { VISITOR_EVENT_INPUTS } from '../src/visitors/visitor-event-inputs';
import { socketFixture } from './support/socket-fixture';
import { createWidget } from './support/visitor-helpers';

const fx = socketFixture();

type Json = Record<string, unknown>;
interface Message {
  name: string;
  summary: string;
  payload: { type: string; required?: string[]; properties?: Json; description?: string };
}
interface Operation {
  action: string;
  channel: { $ref: string };
  summary: string;
  messages: Array<{ $ref: string }>;
  security?: Array<{ $ref: string }>;
}
interface Channel {
  address: string;
  messages: Record<string, Message>;
  'x-handshake-auth': { required: string[] };
}
interface Document {
  asyncapi: string;
  info: { title: string; version: string };
  servers: Record<string, { pathname: string }>;
  channels: Record<string, Channel>;
  operations: Record<string, Operation>;
  components: { securitySchemes: Json };
}

/** Every event the contracts declare, as `channel action event`: what the document must hold, no more. */
const CONTRACT_EVENTS = [
  ...[...AGENT_EMIT_EVENT_NAMES, ...AGENT_EXTENSION_EMIT_EVENT_NAMES].map((event) => `console send ${event}`),
  ...AGENT_RECEIVE_EVENT_NAMES.map((event) => `console receive ${event}`),
  ...VISITOR_EMIT_EVENT_NAMES.map((event) => `widget send ${event}`),
  ...VISITOR_RECEIVE_EVENT_NAMES.map((event) => `widget receive ${event}`),
].sort();

const DECLARED_INPUTS: Record<string, Record<string, AnySchema>> = { console: AGENT_EVENT_INPUTS, widget: VISITOR_EVENT_INPUTS };

/** What a `#/...` reference points at in the document (undefined when nothing). */
function resolve(document: unknown, ref: string): unknown {
  expect(ref.startsWith('#/')).toBe(true);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>((node, part) => (node as Json | undefined)?.[part.replaceAll('~1', '/').replaceAll('~0', '~')], document);
}

/** The fields yup itself says are required (read from its description, not from the converter). */
const requiredByYup = (schema: AnySchema) =>
  Object.entries((schema.describe() as { fields?: Record<string, { optional: boolean }> }).fields ?? {})
    .filter(([, field]) => !field.optional)
    .map(([name]) => name);

/** Each operation with its channel's key and its one message. */
function operationsOf(document: Document) {
  return Object.values(document.operations).map((operation) => {
    const channelId = operation.channel.$ref.replace('#/channels/', '');
    return { operation, channelId, message: resolve(document, operation.messages[0].$ref) as Message };
  });
}

let document: Document;

beforeAll(async () => {
  const answer = await fetch(`${fx.t.url}/api/asyncapi.json`);
  expect({ status: answer.status, type: answer.headers.get('content-type') }).toEqual({ status: 200, type: expect.stringContaining('application/json') });
  document = (await answer.json()) as Document;
});

describe('the socket events description', () => {
  it('is an AsyncAPI 3.0 document whose references all resolve, with keys AsyncAPI takes', () => {
    expect(document).toMatchObject({ asyncapi: '3.0.0', info: { title: expect.any(String), version: expect.any(String) } });
    expect(Object.keys(document.channels).sort()).toEqual(['console', 'widget']);
    expect(Object.keys(document.operations).length).toBeGreaterThan(60);
    const refs: string[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref') refs.push(value as string);
          else walk(value);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(120);
    expect(refs.filter((ref) => resolve(document, ref) === undefined)).toEqual([]);
    const keys = [document.channels, document.operations, ...Object.values(document.channels).map((channel) => channel.messages)].flatMap(Object.keys);
    expect(keys.filter((key) => !/^[A-Za-z0-9._-]+$/.test(key))).toEqual([]);
    for (const { operation, channelId, message } of operationsOf(document)) {
      expect(['send', 'receive']).toContain(operation.action);
      expect(operation.messages).toHaveLength(1);
      expect(operation.messages[0].$ref.startsWith(`#/channels/${channelId}/messages/`)).toBe(true);
      expect({ name: message.name, summary: operation.summary.length > 0 && operation.summary === message.summary }).toEqual({ name: message.name, summary: true });
    }
  });

  it('holds every event of the contracts once, in its socket and direction, and nothing else', () => {
    const described = operationsOf(document).map(({ operation, channelId, message }) => `${channelId} ${operation.action} ${message.name}`);
    expect(described.sort()).toEqual(CONTRACT_EVENTS);
    expect(new Set(described).size).toBe(described.length);
  });

  it("gives each sent event exactly its declared input's schema, its required fields included", () => {
    let compared = 0;
    for (const [channelId, inputs] of Object.entries(DECLARED_INPUTS)) {
      for (const [event, input] of Object.entries(inputs)) {
        const { payload } = document.channels[channelId].messages[messageKey('send', event)];
        expect({ event, payload }).toEqual({ event, payload: toJsonSchema(input) });
        expect({ event, required: payload.required ?? [] }).toEqual({ event, required: requiredByYup(input) });
        expect({ event, fields: Object.keys(payload.properties ?? {}) }).toEqual({ event, fields: Object.keys((input.describe() as { fields?: Json }).fields ?? {}) });
        compared += 1;
      }
    }
    expect(compared).toBe(AGENT_EMIT_EVENT_NAMES.length + AGENT_EXTENSION_EMIT_EVENT_NAMES.length + VISITOR_EMIT_EVENT_NAMES.length);
    const inbound = document.channels.console.messages[messageKey('send', 'inbound-agent')].payload;
    expect(inbound.properties).toMatchObject({ messageId: { type: ['string', 'null'] }, guestId: { minimum: 0, maximum: 2147483647 } });
  });

  it('lists the fields a declared input requires (the declared inputs mark none today: the handlers answer a missing value)', () => {
    const planted: SocketChannel = {
      ...SOCKET_CHANNELS[0],
      sends: { 'planted-event': 'A planted event' },
      inputs: { 'planted-event': object({ chatId: string().required(), afterSeq: number().required(), note: string() }) },
      receives: {},
    };
    const built = asyncApiDocument('0.0.0', [planted]) as unknown as Document;
    const { payload } = built.channels.console.messages[messageKey('send', 'planted-event')];
    expect(payload.required?.sort()).toEqual(['afterSeq', 'chatId']);
    expect(Object.keys(payload.properties ?? {})).toEqual(['chatId', 'afterSeq', 'note']);
  });

  it('describes each pushed event as an object naming its contract type', () => {
    for (const { operation, channelId, message } of operationsOf(document)) {
      if (operation.action !== 'receive') continue;
      const type = channelId === 'console' ? 'AgentReceiveEvents' : 'VisitorReceiveEvents';
      expect({ event: message.name, payload: message.payload }).toEqual({ event: message.name, payload: { type: 'object', description: expect.stringContaining(`${type}['${message.name}']`) } });
    }
  });

  it('guards the console operations with the staff token and leaves the widget open', () => {
    expect(Object.keys(document.components.securitySchemes)).toEqual(['staffToken']);
    for (const { operation, channelId, message } of operationsOf(document)) {
      const security = channelId === 'console' ? [{ $ref: '#/components/securitySchemes/staffToken' }] : undefined;
      expect({ event: message.name, security: operation.security }).toEqual({ event: message.name, security });
    }
    expect(document.channels.console['x-handshake-auth'].required).toEqual(['token']);
    expect(document.channels.widget['x-handshake-auth'].required).toEqual(['pluginId']);
  });

  it("opens the real sockets at the documented path and addresses, with the documented handshakes", async () => {
    const { pathname } = document.servers.console;
    const connect = (address: string, auth: Json) => {
      const socket: Socket = io(`${fx.t.url}${address === '/' ? '' : address}`, { path: pathname, auth, transports: ['websocket'], reconnection: false });
      fx.track(socket);
      return socket;
    };
    const owner = await fx.agent();
    const staff = connect(document.channels.console.address, { token: `Bearer ${owner.token}` });
    await new Promise<void>((resolve, reject) => {
      staff.once('connect', resolve);
      staff.once('connect_error', reject);
    });
    const { pluginId } = await createWidget(fx.t.server, owner.id);
    const guest = connect(document.channels.widget.address, { pluginId, visitorId: null, domain: 'example.com', page: { url: 'https://example.com/', title: 'Home', referrer: '' } });
    const hello = await new Promise<Json>((resolve, reject) => {
      guest.once('widget:hello', resolve);
      guest.once('connect_error', reject);
    });
    expect(hello).toMatchObject({ visitorId: expect.any(String), guestId: expect.any(Number) });
  });

  it('takes no query and no token, as the OpenAPI document', async () => {
    const answer = await fetch(`${fx.t.url}/api/asyncapi.json?constructor=1`);
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 400, body: { statusCode: 400, message: TAKES_NO_QUERY } });
  });
});
