import { EventEmitter } from 'node:events';
import { Client, Pool, type ClientConfig, type Notification } from 'pg';
import { DrainingPool } from './draining-pool';

/** How these connections show in pg_stat_activity. */
const APPLICATION_NAME = 'live-chat-broadcasts';
/** How long connecting may take before it counts as failed (a frozen or unreachable server). */
const CONNECT_TIMEOUT_MS = 5_000;
/** The LISTEN connection's first retry comes at once; each next one waits twice as long, up to this. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 2_000;

type Log = (text: string) => void;

/**
 * A node-postgres connection that always hears its 'error' event. PostgreSQL ending a connection (a
 * restart, a failover, pg_terminate_backend) emits one; a pool hears it only for its idle connections, and
 * unheard on a connection in use it would end the process. A query in flight fails on its own, and the
 * pool or the owner replaces the connection; the event itself needs nothing more.
 */
export class ClientHearingErrors extends Client {
  constructor(config?: string | ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/**
 * The connection that socket.io's PostgreSQL adapter LISTENs on, kept up here. The adapter takes one
 * client from its pool and, when that one ends, waits 1-3 s before taking another (never handing the dead
 * one back, so a small pool runs dry after a few restarts); unheard, its 'error' event ends the process.
 * It gets this object instead: one client that never ends for it, whose real connection is replaced with
 * back-off, its channels listened to again. Emits 'restored' once listening again after a loss: the other
 * nodes' broadcasts of the meantime never reached this node.
 */
export class BroadcastListener extends EventEmitter {
  private client: Client | null = null;
  private readonly channels = new Set<string>();
  private up = false;
  private lost = false;
  private closed = false;
  private retryMs = RETRY_FIRST_MS;
  private retryTimer?: NodeJS.Timeout;

  constructor(
    private readonly config: ClientConfig,
    private readonly log: Log,
  ) {
    super();
    void this.open();
  }

  /** The LISTEN connection's server process (pg_stat_activity's pid), while connected. */
  backendPid(): number | null {
    return (this.client as { processID?: number } | null)?.processID ?? null;
  }

  /** True while the connection is up and listening to every channel asked for. */
  listening(): boolean {
    return this.up;
  }

  /** What the adapter runs on its client: LISTENs (kept, and run again after a reconnection). Never fails. */
  async query(text: string): Promise<void> {
    const channel = /^LISTEN "(.+)"$/.exec(text)?.[1];
    if (!channel) throw new Error(`the broadcast listener runs LISTEN only, not: ${text}`);
    this.channels.add(channel);
    if (!this.client || !this.up) return; // listened to when connected
    await this.client.query(listenTo(channel)).catch(() => undefined);
  }

  /** The adapter's close. */
  release(): void {
    this.closed = true;
    this.up = false;
    clearTimeout(this.retryTimer);
    void this.client?.end().catch(() => undefined);
    this.client = null;
  }

  private async open(): Promise<void> {
    if (this.closed) return;
    const client = new ClientHearingErrors({ ...this.config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
    this.client = client;
    client.on('notification', (message: Notification) => this.emit('notification', message));
    client.once('end', () => this.dropped(client, 'ended'));
    try {
      await client.connect();
      for (const channel of this.channels) await client.query(listenTo(channel));
    } catch (error) {
      void client.end().catch(() => undefined);
      this.dropped(client, error instanceof Error ? error.message : String(error));
      return;
    }
    if (this.client !== client) return;
    this.up = true;
    this.retryMs = RETRY_FIRST_MS;
    if (this.lost) {
      this.lost = false;
      this.log('PostgreSQL connection for broadcasts listening again');
      this.emit('restored');
    }
  }

  private dropped(client: Client, why: string): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    if (this.up) this.log(`PostgreSQL connection for broadcasts lost (${why}); connecting again`);
    this.up = false;
    this.lost = true;
    const delay = this.retryMs * (0.5 + Math.random() / 2);
    this.retryMs = Math.min(this.retryMs * 2, RETRY_MAX_MS);
    this.retryTimer = setTimeout(() => void this.open(), delay);
  }
}

const listenTo = (channel: string) => `LISTEN "${channel.replaceAll('"', '""')}"`;

/** The broadcasts' connections: a small pool for their NOTIFYs and one LISTEN connection. */
export interface BroadcastConnections {
  pool: Pool;
  listener: BroadcastListener;
  /** What the adapter is given as its pool: NOTIFYs through `pool`, its one client the listener. */
  adapterPool: Pool;
  end(): Promise<void>;
}

export function openBroadcastConnections(url: string, log: Log): BroadcastConnections {
  const pool = new Pool({ connectionString: url, application_name: APPLICATION_NAME, max: 2, Client: ClientHearingErrors, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, keepAlive: true });
  // PostgreSQL ending an idle connection is reported here and the connection replaced on its next use;
  // unheard, the pool's 'error' event would end the process.
  pool.on('error', (error) => log(`PostgreSQL connection for broadcasts lost: ${error.message}`));
  const listener = new BroadcastListener({ connectionString: url, application_name: APPLICATION_NAME }, log);
  // An ended pool never answers a query still waiting for a connection (it fails 5 s later, long after the
  // node closed), so end() waits for every NOTIFY sent; one sent after that (a guest leaving as the sockets
  // close) reaches no other node, which is what a node going away means.
  const draining = new DrainingPool(pool);
  const query = async (text: string, values?: unknown[]) => (draining.closing ? { rows: [], rowCount: 0 } : draining.query(text, values));
  const adapterPool = { query, connect: () => Promise.resolve(listener) } as unknown as Pool;
  return {
    pool,
    listener,
    adapterPool,
    async end() {
      listener.release();
      await draining.end();
    },
  };
}
