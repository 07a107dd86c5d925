/** Events a second after a burst: a share of the server, so one client cannot starve the others. */
export interface Rate {
  perSecond: number;
  burst: number;
}

/** A token bucket. */
export interface RateBucket {
  /** 0 when a token is free now, else milliseconds until one is (nothing taken). */
  wait(): number;
  /** 0 when the event may run now (one token taken), else milliseconds until a token is free. */
  take(): number;
}

export const CONNECTION_RATES: Record<'guest' | 'agent', Rate> = {
  /** A guest's tab: chatting, browsing and typing stay well inside; a script flooding messages does not. */
  guest: { perSecond: 5, burst: 20 },
  /** An agent answers many chats at once. */
  agent: { perSecond: 30, burst: 60 },
};

/**
 * The same events counted again over every socket of one guest or one console user, and over every guest
 * of one network address, so opening more sockets (or more guest ids) buys no more share. Each is a
 * multiple of one connection's share. Counted on each node, in memory, with no database work per message;
 * a client spread over several nodes gets at most a share on each (its sockets are capped across nodes at
 * connect time, socket-cap.ts).
 */
export const SHARED_RATES = {
  /**
   * One guest, all its tabs: one tab's share. A person types in one tab at a time and the widget sends its
   * messages one by one, so more tabs need no more; ten tabs of a script get one tab's worth, and a burst
   * of accepted messages (each a database write the others' messages queue behind) stays at 20.
   */
  guest: { of: 'guest', times: 1 },
  /**
   * One network address, all its guests (also multiplied by ABUSE_LIMIT_SCALE): ten tabs' worth, 50 a
   * second. Generous: an office behind one NAT address holds many guests, but browsing guests send next
   * to nothing (the page comes with the handshake), so ten guests chatting flat out fit, while guest ids
   * made up to flood share one address's worth.
   */
  address: { of: 'guest', times: 10 },
  /** One console user, all its consoles: twice one console's share. */
  agentUser: { of: 'agent', times: 2 },
} as const satisfies Record<string, { of: keyof typeof CONNECTION_RATES; times: number }>;

/**
 * Handshakes, counted before any database work (visitors/visitor-auth.ts). A guest id: ten tabs restored
 * at once (as many as it may hold) and clicking through a site's pages fit; a script opening sockets by the hundred is
 * refused. An address (multiplied by ABUSE_LIMIT_SCALE): an office's guests loading pages fit, a flood of
 * made-up or borrowed guest ids does not; new guest ids also meet their own limit (abuse-limits.ts).
 */
export const HANDSHAKE_RATES: Record<'guest' | 'address', Rate> = {
  guest: { perSecond: 1, burst: 10 },
  address: { perSecond: 20, burst: 100 },
};

/** `rate` with its counts multiplied (ABUSE_LIMIT_SCALE: load tests whose clients share one address). */
export const scaledRate = ({ perSecond, burst }: Rate, scale: number): Rate => ({ perSecond: perSecond * scale, burst: burst * scale });

/** A shared rate as it stands now (`scale`: ABUSE_LIMIT_SCALE for per-address rates). */
export function sharedRate(name: keyof typeof SHARED_RATES, scale = 1): Rate {
  const { of, times } = SHARED_RATES[name];
  return scaledRate(CONNECTION_RATES[of], times * scale);
}

const clock = () => performance.now();

class TokenBucket implements RateBucket {
  private tokens: number;
  private updatedAt: number;

  constructor(
    private readonly rate: Rate,
    private readonly now: () => number,
  ) {
    this.tokens = rate.burst;
    this.updatedAt = now();
  }

  wait(): number {
    const at = this.now();
    this.tokens = Math.min(this.rate.burst, this.tokens + ((at - this.updatedAt) * this.rate.perSecond) / 1000);
    this.updatedAt = at;
    return this.tokens >= 1 ? 0 : Math.ceil(((1 - this.tokens) * 1000) / this.rate.perSecond);
  }

  take(): number {
    const wait = this.wait();
    if (wait === 0) this.tokens -= 1;
    return wait;
  }

  /** Full again: forgetting it changes nothing. */
  isFull(): boolean {
    this.wait();
    return this.tokens >= this.rate.burst;
  }
}

export function createRateBucket(rate: Rate, now: () => number = clock): RateBucket {
  return new TokenBucket(rate, now);
}

/**
 * One token from each bucket, or none: 0 when the event may run, else the longest wait among them. A
 * refusal takes nothing, so a socket refused for its guest's share keeps its own tokens.
 */
export function takeFromAll(buckets: readonly RateBucket[]): number {
  let wait = 0;
  for (const bucket of buckets) wait = Math.max(wait, bucket.wait());
  if (wait > 0) return wait;
  for (const bucket of buckets) bucket.take();
  return 0;
}

// One bucket per connection, shared by all its events; gone with the socket.
const connectionBuckets = new WeakMap<object, RateBucket>();

/** The bucket of a socket (guest or agent), made on its first event. */
export function connectionBucket(socket: object, rate: Rate): RateBucket {
  let bucket = connectionBuckets.get(socket);
  if (!bucket) connectionBuckets.set(socket, (bucket = createRateBucket(rate)));
  return bucket;
}

/** How often full buckets are forgotten. */
const SWEEP_EVERY_MS = 10_000;

/**
 * A bucket per key (a guest id, a user id, an address), made on the key's first event. A bucket that has
 * filled up again is forgotten now and then (a fresh one is the same), so idle guests cost nothing and
 * closing every socket to come back with a new bucket gains nothing.
 */
export class KeyedRateBuckets {
  private readonly buckets = new Map<string, TokenBucket>();
  private sweptAt: number;

  /** `rate` is read when a key's bucket is made. */
  constructor(
    private readonly rate: () => Rate,
    private readonly now: () => number = clock,
  ) {
    this.sweptAt = now();
  }

  of(key: string): RateBucket {
    this.sweepNowAndThen();
    let bucket = this.buckets.get(key);
    if (!bucket) this.buckets.set(key, (bucket = new TokenBucket(this.rate(), this.now)));
    return bucket;
  }

  /** Keys holding a bucket now. */
  get size(): number {
    return this.buckets.size;
  }

  private sweepNowAndThen(): void {
    if (this.now() - this.sweptAt < SWEEP_EVERY_MS) return;
    this.sweptAt = this.now();
    for (const [key, bucket] of this.buckets) if (bucket.isFull()) this.buckets.delete(key);
  }
}

// The keyed buckets of one server (its namespace), by shared rate.
const keyedByOwner = new WeakMap<object, Map<string, KeyedRateBuckets>>();

/** The buckets of a shared rate belonging to `owner` (a namespace): one set per server, made on first use. */
export function keyedBuckets(owner: object, name: keyof typeof SHARED_RATES): KeyedRateBuckets {
  let byName = keyedByOwner.get(owner);
  if (!byName) keyedByOwner.set(owner, (byName = new Map()));
  let buckets = byName.get(name);
  if (!buckets) byName.set(name, (buckets = new KeyedRateBuckets(() => sharedRate(name))));
  return buckets;
}
