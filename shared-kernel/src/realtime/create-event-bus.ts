import { BehaviorSubject, Subject, distinctUntilChanged, map, skip, type Observable } from 'shared-kernel/reactive';
import type { Socket } from 'socket.io-client';
import {
  ACCESS_DENIED,
  AGENT_RECEIVE_EVENT_NAMES,
  LIMITS,
  SOCKET_PATH,
  type AgentEmitAcks,
  type AgentHandshakeAuth,
  type AgentHandshakeQuery,
  type AgentReceiveEventName,
  type AgentReceiveEvents,
} from 'shared-kernel/contracts';
import { decodeToken, isTokenExpired } from 'shared-kernel/session';
import { bindAgentEvents } from './agent-event-map';
import { backoffDelay } from './backoff';
import type { ConnectionState, EventBus, EventBusOptions, SocketFactory } from './event-bus-types';

/** socket.io-client is downloaded when the first connection is wanted (after sign-in), not before. */
const loadSocketIo = (): Promise<SocketFactory> => import('socket.io-client').then((module) => module.io);

/**
 * The console's one socket.io connection as an event bus: one RxJS subject per received event,
 * reconnection without limit (1 s to 5 s, 20 s timeout), and a token refresh when the handshake
 * middleware answers 'Access Denied' (socket.io does not retry middleware refusals by itself).
 */
export function createEventBus(options: EventBusOptions): EventBus {
  const { url, path = SOCKET_PATH, session, refresh, logger = console } = options;
  const { reconnectionDelay, reconnectionDelayMax, timeout } = LIMITS.SOCKET;

  const subjects = new Map<AgentReceiveEventName, Subject<unknown>>(
    AGENT_RECEIVE_EVENT_NAMES.map((name) => [name, new Subject<unknown>()]),
  );
  const state = new BehaviorSubject<ConnectionState>('disconnected');
  let socket: Socket | null = null;
  /** connect() was asked for and disconnect() not since. */
  let wanted = false;
  let refreshing = false;
  /** The access token the last handshake carried: a refusal of an older token needs no new refresh. */
  let sentToken: string | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let retryAttempt = 0;
  /** The server closed this console for a newer one (console-replaced): it does not come back by itself. */
  let replaced = false;

  // Read at every (re)connection, so a refreshed token, another signed-in user or the super admin's
  // selected account (the one its HTTP calls name) is always current.
  const handshakeAuth = (): AgentHandshakeAuth => {
    sentToken = session.getTokens()?.accessToken ?? null;
    const auth: AgentHandshakeAuth = { token: `Bearer ${sentToken ?? ''}`, type: 'agent', sessionId: session.getSessionId() };
    const selected = session.getSelectedAccount();
    if (session.getUser()?.isAdmin && selected) auth.selectedAccount = selected;
    return auth;
  };
  const handshakeQuery = (): AgentHandshakeQuery => {
    const user = session.getUser();
    const agentId = decodeToken(session.getTokens()?.accessToken)?.sub ?? user?.userId ?? user?._id ?? '';
    return { agentId, isClient: String(Boolean(user?.isClient)) };
  };

  const clearRetry = () => {
    if (retryTimer !== null) clearTimeout(retryTimer);
    retryTimer = null;
  };

  const open = (s: Socket) => {
    if (s.connected || s.active) return;
    if (!session.getTokens()) {
      state.next('disconnected');
      return;
    }
    s.io.opts.query = handshakeQuery();
    state.next('connecting');
    s.connect();
  };

  const scheduleRetry = () => {
    clearRetry();
    retryAttempt += 1;
    state.next('connecting');
    retryTimer = setTimeout(() => {
      retryTimer = null;
      if (wanted) withSocket(open);
    }, backoffDelay(retryAttempt, reconnectionDelay, reconnectionDelayMax));
  };

  const onAccessDenied = () => {
    const current = session.getTokens()?.accessToken;
    // Renewed meanwhile (an HTTP call or another tab won the single flight): just retry with it.
    if (current && current !== sentToken && !isTokenExpired(current)) {
      if (wanted) scheduleRetry();
      return;
    }
    refreshing = true;
    state.next('connecting');
    refresh().then(
      () => {
        refreshing = false;
        if (wanted) scheduleRetry();
      },
      (err: unknown) => {
        refreshing = false;
        // A failed refresh that ended the session stops here; a transient one is retried.
        if (!session.getTokens()) {
          state.next('disconnected');
          return;
        }
        logger.warn('[socket] token refresh failed', err);
        if (wanted) scheduleRetry();
      },
    );
  };

  const createSocket = (io: SocketFactory): Socket => {
    const s = io(url, {
      path,
      // WebSocket first, as the widget: no long-polling round trips before the upgrade (and no sticky
      // sessions needed for them behind a balancer); long-polling remains the fallback.
      transports: ['websocket', 'polling'],
      tryAllTransports: true,
      autoConnect: false,
      reconnection: true,
      reconnectionAttempts: Infinity,
      reconnectionDelay,
      reconnectionDelayMax,
      timeout,
      auth: (cb) => cb(handshakeAuth()),
      query: handshakeQuery(),
    });
    bindAgentEvents(s, (name, payload) => subjects.get(name)?.next(payload));
    s.io.on('reconnect_attempt', () => {
      s.io.opts.query = handshakeQuery();
    });
    s.on('connect', () => {
      retryAttempt = 0;
      clearRetry();
      state.next('connected');
    });
    // The user opened too many consoles and this, the oldest, was closed: coming back would close another.
    s.on('console-replaced', () => {
      replaced = true;
    });
    s.on('disconnect', (reason) => {
      if (!wanted || reason === 'io client disconnect' || replaced) state.next('disconnected');
      else if (s.active) state.next('connecting');
      // Dropped by the server (socket.io will not come back on its own): the handshake decides again.
      else scheduleRetry();
    });
    s.on('connect_error', (err: Error) => {
      if (err?.message === ACCESS_DENIED) {
        onAccessDenied();
        return;
      }
      logger.warn('[socket] connection error:', err?.message ?? err);
      // A refused handshake (the server briefly unavailable, too many connections): socket.io gives up on it,
      // the bus tries again with back-off; a transport error is socket.io's own to retry.
      if (s.active) state.next('connecting');
      else if (wanted) scheduleRetry();
      else state.next('disconnected');
    });
    return s;
  };

  let loading: Promise<Socket> | null = null;
  const socketReady = (): Promise<Socket> => {
    if (socket) return Promise.resolve(socket);
    loading ??= (options.io ? Promise.resolve(options.io) : loadSocketIo()).then(
      (io) => (socket ??= createSocket(io)),
      (error: unknown) => {
        loading = null; // the next connect() or emit tries the download again
        logger.warn('[socket] the socket client could not be loaded:', error);
        if (wanted) scheduleRetry();
        throw error;
      },
    );
    return loading;
  };
  /** Runs at once when the socket exists (always, with an injected io), else once it is loaded, in call order. */
  const withSocket = (run: (s: Socket) => void): void => {
    if (!socket && options.io) socket = createSocket(options.io);
    if (socket) run(socket);
    else socketReady().then(run, () => undefined);
  };

  // Tokens changed here or in another tab: sign-out closes; fresh tokens reopen an idle wanted connection.
  session.state$
    .pipe(
      map((s) => s.tokens?.accessToken ?? null),
      distinctUntilChanged(),
      skip(1),
    )
    .subscribe((token) => {
      if (!token) {
        clearRetry();
        retryAttempt = 0;
        socket?.disconnect();
        state.next('disconnected');
        return;
      }
      if (wanted && !refreshing) {
        clearRetry();
        withSocket(open);
      }
    });

  return {
    on<N extends AgentReceiveEventName>(name: N) {
      let subject = subjects.get(name);
      if (!subject) {
        subject = new Subject<unknown>();
        subjects.set(name, subject);
      }
      return subject.asObservable() as unknown as Observable<AgentReceiveEvents[N]>;
    },
    emit(name, payload) {
      withSocket((s) => s.emit(name, payload));
    },
    emitWithAck(name, payload, timeoutMs = timeout) {
      if (!socket && options.io) socket = createSocket(options.io);
      return socketReady().then((s) => s.timeout(timeoutMs).emitWithAck(name, payload) as Promise<AgentEmitAcks[typeof name]>);
    },
    connection$: state.pipe(distinctUntilChanged()),
    connect() {
      wanted = true;
      replaced = false;
      if (refreshing || retryTimer !== null) return;
      retryAttempt = 0;
      withSocket(open);
    },
    disconnect() {
      wanted = false;
      clearRetry();
      retryAttempt = 0;
      socket?.disconnect();
      state.next('disconnected');
    },
    reconnect() {
      wanted = true;
      replaced = false;
      clearRetry();
      retryAttempt = 0;
      socket?.disconnect();
      withSocket(open);
    },
  };
}
