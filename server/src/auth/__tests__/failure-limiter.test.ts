import { createFailureLimiter } from '../failure-limiter';

describe('failure limiter', () => {
  it('blocks a key at the limit within the window and frees it as failures age out', () => {
    let clock = 0;
    const limiter = createFailureLimiter({ limit: 3, windowMs: 60_000, now: () => clock });
    limiter.recordFailure('a');
    clock = 10_000;
    limiter.recordFailure('a');
    limiter.recordFailure('a');
    expect(limiter.retryAfter('a')).toBe(50);
    expect(limiter.retryAfter('b')).toBe(0);
    clock = 60_001;
    expect(limiter.retryAfter('a')).toBe(0);
  });

  it('forgets a key on reset', () => {
    const limiter = createFailureLimiter({ limit: 1, windowMs: 60_000 });
    limiter.recordFailure('a');
    expect(limiter.retryAfter('a')).toBeGreaterThan(0);
    limiter.reset('a');
    expect(limiter.retryAfter('a')).toBe(0);
  });
});
