// The two socket.io namespaces the AsyncAPI document describes (asyncapi.ts): where each is, what its
// handshake sends and who may open it, and its events: the summary tables and the yup input each event a
// client sends is validated with before its handler (the same tables the server enforces).
import {
  ACCESS_DENIED,
  AGENT_NAMESPACE,
  HANDSHAKE_UNAVAILABLE,
  UNKNOWN_WIDGET,
  VISITOR_NAMESPACE,
  VISITOR_STORAGE_PREFIX,
} from 'shared-kernel/contracts';
import { LOCALES } from 'shared-kernel/i18n';
import type { AnySchema } from 'yup';
import { AGENT_EVENT_INPUTS } from '../../realtime/agent-event-inputs';
import { VISITOR_EVENT_INPUTS } from '../../visitors';
import { CONSOLE_RECEIVES, CONSOLE_SENDS, WIDGET_RECEIVES, WIDGET_SENDS } from './socket-event-summaries';

type Schema = Record<string, unknown>;

export interface SocketChannel {
  /** The channel's key in the document. */
  id: string;
  /** The socket.io namespace. */
  namespace: string;
  title: string;
  description: string;
  /** socket.io's handshake `auth` object, and the connection's query where the server reads one. */
  handshake: { auth: Schema; query?: Schema };
  /** Opened with a staff access token only. */
  staffOnly: boolean;
  /** Client → server: each event with its summary line. */
  sends: Readonly<Record<string, string>>;
  /** The yup schema a sent event is validated with before its handler. */
  inputs: Readonly<Record<string, AnySchema>>;
  /** Server → client: each event with its summary line. */
  receives: Readonly<Record<string, string>>;
  /** Where the payload types are written (for events without a declared schema). */
  contract: { file: string; sends: string; receives: string };
}

const text = (description: string) => ({ type: 'string', description });
const object = (properties: Record<string, Schema>, required: string[]): Schema => ({ type: 'object', required, properties });

const CONSOLE: SocketChannel = {
  id: 'console',
  namespace: AGENT_NAMESPACE,
  title: 'Staff console',
  description: `The console's socket: a staff access token opens it (an API key never does). A refused handshake ends in connect_error "${ACCESS_DENIED}", or "${HANDSHAKE_UNAVAILABLE}" while the database is out of reach (try again).`,
  handshake: {
    auth: object(
      {
        token: text("The access token of POST /api/auth/signin, as 'Bearer <token>' or alone (an Authorization header is taken too)"),
        selectedAccount: text("A super admin's selected owner account (as HTTP calls send x-selected-account): the socket follows it"),
      },
      ['token'],
    ),
    query: object({ agentId: text("When sent, must be the token's user"), isClient: text("'true' or 'false'; when sent, must match the user's role") }, []),
  },
  staffOnly: true,
  sends: CONSOLE_SENDS,
  inputs: AGENT_EVENT_INPUTS,
  receives: CONSOLE_RECEIVES,
  contract: { file: 'shared-kernel/src/contracts/socket-events.ts', sends: 'AgentEmitEvents', receives: 'AgentReceiveEvents' },
};

const WIDGET: SocketChannel = {
  id: 'widget',
  namespace: VISITOR_NAMESPACE,
  title: 'Guest widget',
  description: `The guest widget's socket: open to anyone with a live widget's pluginId (connect_error "${UNKNOWN_WIDGET}" otherwise; handshakes are also rate-limited per guest and per address). The server answers the handshake with widget:hello.`,
  handshake: {
    auth: object(
      {
        pluginId: text("The widget's id, from its embed snippet"),
        visitorId: { type: ['string', 'null'], description: `null on the first visit; afterwards the one widget:hello gave (the widget keeps it in localStorage as ${VISITOR_STORAGE_PREFIX}<pluginId>)` },
        domain: text('The site the widget is on'),
        page: object({ url: text('The page address'), title: text("The page's title"), referrer: text('Where the guest came from') }, []),
        language: {
          type: 'string',
          enum: [...LOCALES],
          description: "The language the widget speaks: the guest's transcript mail is written in it (kept from the last handshake that told one; any other value is ignored)",
        },
      },
      ['pluginId'],
    ),
  },
  staffOnly: false,
  sends: WIDGET_SENDS,
  inputs: VISITOR_EVENT_INPUTS,
  receives: WIDGET_RECEIVES,
  contract: { file: 'shared-kernel/src/contracts/visitor-events.ts', sends: 'VisitorEmitEvents', receives: 'VisitorReceiveEvents' },
};

export const SOCKET_CHANNELS: readonly SocketChannel[] = [CONSOLE, WIDGET];
