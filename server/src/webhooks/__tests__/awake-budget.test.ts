// A delivery's 10 s limit counts the time the send thread ran, not the seconds a busy machine left its
// idle-class thread waiting (an answer that came meanwhile must not be taken for a timeout).
import { awakeBudget, awakeTimeout, TICK_MS } from '../awake-budget.mjs';

describe("a delivery's time limit", () => {
  it('runs out after the limit of ticks that came on time', () => {
    const budget = awakeBudget(1000, 0);
    const ticks = [250, 500, 750].map((at) => budget.spend(at));
    expect(ticks).toEqual([false, false, false]);
    expect(budget.spend(1000)).toBe(true);
  });

  it('counts a late tick (the thread was not running) as two ticks at most', () => {
    const budget = awakeBudget(10_000, 0);
    // Six seconds without running: the receiver's answer may be waiting, unread.
    expect(budget.spend(6000)).toBe(false);
    let now = 6000;
    let ticks = 0;
    while (!budget.spend((now += TICK_MS))) ticks++;
    // 10 s of running in all: the late tick counted 500 ms.
    expect(ticks + 1).toBe((10_000 - 2 * TICK_MS) / TICK_MS);
  });

  it('calls back once the thread has run the limit, and not after it is cleared', async () => {
    // The cleared one is made first: had it not been cleared, it would have fired before the other.
    const cleared = jest.fn();
    const clear = awakeTimeout(TICK_MS, cleared);
    clear();
    await new Promise<void>((resolve) => awakeTimeout(TICK_MS, resolve));
    expect(cleared).not.toHaveBeenCalled();
  });
});
