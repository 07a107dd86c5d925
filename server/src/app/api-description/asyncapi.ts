// The socket events as an AsyncAPI 3.0 document, generated at start from the channel tables
// (socket-channels.ts): the summaries, and each sent event's declared yup input as its payload schema.
import { SOCKET_PATH } from 'shared-kernel/contracts';
import type { SocketChannel } from './socket-channels';
import { toJsonSchema } from './yup-json-schema';

type Schema = Record<string, unknown>;
type Action = 'send' | 'receive';

export const STAFF_SOCKET_SCHEME = 'staffToken';

/** Keys of the document take letters, digits, '.', '-' and '_'; event names also have ':' (widget:hello). */
export const documentKey = (name: string) => name.replace(/[^A-Za-z0-9._-]/g, '_');
/** The key of an event's message in its channel and, prefixed with the channel, of its operation. */
export const messageKey = (action: Action, event: string) => `${action}.${documentKey(event)}`;

const ref = (...path: string[]) => ({ $ref: `#/${path.join('/')}` });

const DECLARED_INPUT =
  'Validated against this schema before its handler runs: a field of another type is refused in the acknowledgement ({ ok: false, message }); a missing or unknown value is answered by the handler.';

function messageOf(channel: SocketChannel, action: Action, event: string, summary: string): Schema {
  const input = action === 'send' ? channel.inputs[event] : undefined;
  const type = action === 'send' ? channel.contract.sends : channel.contract.receives;
  return {
    name: event,
    title: event,
    summary,
    ...(input ? { description: DECLARED_INPUT } : {}),
    payload: input ? toJsonSchema(input) : { type: 'object', description: `Its fields: ${type}['${event}'] in ${channel.contract.file}` },
  };
}

/**
 * The document for these channels. Operations are the client's: `send` is what a client emits, `receive`
 * what the server pushes to it.
 */
export function asyncApiDocument(version: string, channels: readonly SocketChannel[]): Schema {
  const documentChannels: Record<string, Schema> = {};
  const operations: Record<string, Schema> = {};
  for (const channel of channels) {
    const messages: Record<string, Schema> = {};
    for (const [action, table] of [['send', channel.sends], ['receive', channel.receives]] as const) {
      for (const [event, summary] of Object.entries(table)) {
        const key = messageKey(action, event);
        // Two names made one key would hide an event: refused at start rather than published.
        if (messages[key]) throw new Error(`socket events ${messages[key].name} and ${event} share the key ${key}`);
        messages[key] = messageOf(channel, action, event, summary);
        operations[`${channel.id}.${key}`] = {
          action,
          channel: ref('channels', channel.id),
          summary,
          messages: [ref('channels', channel.id, 'messages', key)],
          ...(channel.staffOnly ? { security: [ref('components', 'securitySchemes', STAFF_SOCKET_SCHEME)] } : {}),
        };
      }
    }
    documentChannels[channel.id] = {
      address: channel.namespace,
      title: channel.title,
      description: channel.description,
      messages,
      // socket.io's handshake `auth` object has no place of its own in AsyncAPI.
      'x-handshake-auth': channel.handshake.auth,
      ...(channel.handshake.query ? { bindings: { ws: { query: channel.handshake.query, bindingVersion: '0.1.0' } } } : {}),
    };
  }
  return {
    asyncapi: '3.0.0',
    info: {
      title: 'Live chat console socket events',
      version,
      description:
        'The socket.io events of the staff console and of the guest widget. Each event is a socket.io event of that name whose first argument is the payload; an event a client sends also takes an acknowledgement callback, answered { ok: true, ... } or { ok: false, message or error, retryAfterMs when sending again later succeeds, code: \'blocked\' when a guest is blocked }. The texts of a refusal are in the caller\'s language (a staff member\'s choice, the language a guest\'s widget speaks); act on code, never on the text. Operations are written from the client\'s side: send is what a client emits, receive what the server pushes. The HTTP API is described at /api/openapi.json.',
    },
    defaultContentType: 'application/json',
    servers: {
      console: {
        host: '{host}',
        protocol: 'ws',
        pathname: SOCKET_PATH,
        description: `socket.io 4 at ${SOCKET_PATH} (WebSocket, or HTTP long-polling), on the console's own address`,
        variables: { host: { default: 'localhost:8080', description: "The console's host and port" } },
      },
    },
    channels: documentChannels,
    operations,
    components: {
      securitySchemes: {
        [STAFF_SOCKET_SCHEME]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: "A staff access token from POST /api/auth/signin, in the handshake's auth.token (or an Authorization header)",
        },
      },
    },
  };
}
