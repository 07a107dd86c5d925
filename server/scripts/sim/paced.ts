// Starts `count` tasks at most `perSecond` a second and at most `inFlight` at a time, so thousands of
// sockets connect without a thundering herd on the server.

export async function paced(
  count: number,
  { perSecond, inFlight }: { perSecond: number; inFlight: number },
  task: (index: number) => Promise<void>,
): Promise<void> {
  const gapMs = 1000 / perSecond;
  const running = new Set<Promise<void>>();
  const startedAt = Date.now();
  for (let index = 0; index < count; index += 1) {
    const due = startedAt + index * gapMs;
    const wait = due - Date.now();
    if (wait > 0) await sleep(wait);
    while (running.size >= inFlight) await Promise.race(running);
    const run: Promise<void> = task(index).finally(() => running.delete(run));
    running.add(run);
  }
  await Promise.all(running);
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
