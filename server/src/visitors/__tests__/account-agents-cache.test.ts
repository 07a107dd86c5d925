import { AccountAgentsCache } from '../account-agents-cache';
import type { AccountAgent } from '../audience';

describe('AccountAgentsCache', () => {
  const agent = (userId: string): AccountAgent => ({ userId, unrestricted: true, isOnline: true, departments: [], chatLimit: null, routable: false });
  let clock = 0;
  let serial = 0;
  const reads = jest.fn(async (accountId: string): Promise<AccountAgent[]> => [agent(`${accountId}-${(serial += 1)}`)]);
  const cache = () => new AccountAgentsCache(reads, 2_000, () => clock);
  beforeEach(() => {
    clock = 0;
    reads.mockClear();
  });

  it('reads an account once for every event within its lifetime, then again', async () => {
    const agents = cache();
    const [first, second] = await Promise.all([agents.of('a'), agents.of('a')]);
    expect(second).toBe(first);
    clock = 1_999;
    expect(await agents.of('a')).toBe(first);
    expect(reads).toHaveBeenCalledTimes(1);
    clock = 2_000;
    expect(await agents.of('a')).not.toBe(first);
    expect(reads).toHaveBeenCalledTimes(2);
  });

  it('keeps accounts apart and forgets one at once when it changes', async () => {
    const agents = cache();
    const a = await agents.of('a');
    const b = await agents.of('b');
    agents.forget('a');
    expect(await agents.of('a')).not.toBe(a);
    expect(await agents.of('b')).toBe(b);
  });

  it('does not keep a failed read', async () => {
    const agents = cache();
    reads.mockRejectedValueOnce(new Error('database gone'));
    await expect(agents.of('a')).rejects.toThrow('database gone');
    expect(await agents.of('a')).toHaveLength(1);
  });
});
