/**
 * Work queued per key (a guest), one piece after another: `run` starts once the key's previous work has
 * settled, whatever its outcome, and its own outcome is returned. A key holds nothing once idle.
 */
export type Turns = <T>(key: string, run: () => T | Promise<T>) => Promise<T>;

export function createTurns(): Turns {
  const tails = new Map<string, Promise<unknown>>();
  return function inTurn<T>(key: string, run: () => T | Promise<T>): Promise<T> {
    const turn = (tails.get(key) ?? Promise.resolve()).then(run);
    const tail = turn.catch(() => undefined);
    tails.set(key, tail);
    void tail.then(() => tails.get(key) === tail && tails.delete(key));
    return turn;
  };
}
