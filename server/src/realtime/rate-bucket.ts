/** A token bucket: a connection's share of the server, so one client cannot starve the others. */
export interface RateBucket {
  /** 0 when the event may run now (one token taken), else milliseconds until a token is free. */
  take(): number;
}

export const CONNECTION_RATES = {
  /** A guest: chatting, browsing and typing stay well inside; a script flooding messages does not. */
  guest: { perSecond: 5, burst: 20 },
  /** An agent answers many chats at once. */
  agent: { perSecond: 30, burst: 60 },
} as const;

// One bucket per connection, shared by all its events; gone with the socket.
const buckets = new WeakMap<object, RateBucket>();

/** The bucket of a socket (guest or agent), made on its first event. */
export function connectionBucket(socket: object, rate: { perSecond: number; burst: number }): RateBucket {
  let bucket = buckets.get(socket);
  if (!bucket) buckets.set(socket, (bucket = createRateBucket(rate)));
  return bucket;
}

export function createRateBucket(rate: { perSecond: number; burst: number }, now: () => number = () => performance.now()): RateBucket {
  let tokens = rate.burst;
  let updatedAt = now();
  return {
    take() {
      const at = now();
      tokens = Math.min(rate.burst, tokens + ((at - updatedAt) * rate.perSecond) / 1000);
      updatedAt = at;
      if (tokens >= 1) {
        tokens -= 1;
        return 0;
      }
      return Math.ceil(((1 - tokens) * 1000) / rate.perSecond);
    },
  };
}
