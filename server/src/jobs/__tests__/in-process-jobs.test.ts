import { InProcessJobQueue } from '../in-process-jobs';
import { JOB_RETRY_DELAY_SECONDS, JOB_RETRY_LIMIT, type JobLog } from '../job-queue';

const quietLog = (): JobLog & { errors: unknown[][] } => {
  const errors: unknown[][] = [];
  return { errors, debug: () => undefined, warn: () => undefined, error: (...args: unknown[]) => void errors.push(args) } as JobLog & { errors: unknown[][] };
};

describe('the in-process job queue (the embedded database)', () => {
  let queue: InProcessJobQueue;
  let log: ReturnType<typeof quietLog>;
  beforeEach(() => {
    jest.useFakeTimers();
    log = quietLog();
    queue = new InProcessJobQueue(log);
  });
  afterEach(async () => {
    await queue.stop();
    jest.useRealTimers();
  });

  it('runs a job once after startAfter (seconds or a date), with its data as JSON gives it back', async () => {
    const seen: unknown[] = [];
    await queue.work<{ at: Date | string; n: number }>('later', async (data) => void seen.push(data));
    await queue.start();
    await queue.send('later', { at: new Date('2026-01-01T00:00:00Z'), n: 1 }, { startAfter: 2 });
    await queue.send('later', { at: 'x', n: 2 }, { startAfter: new Date(Date.now() + 3000) });
    await jest.advanceTimersByTimeAsync(1999);
    expect(seen).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    expect(seen).toEqual([{ at: '2026-01-01T00:00:00.000Z', n: 1 }]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(seen).toEqual([{ at: '2026-01-01T00:00:00.000Z', n: 1 }, { at: 'x', n: 2 }]);
  });

  it('keeps one waiting job per singleton key: a new send replaces it, cancel drops it', async () => {
    const seen: string[] = [];
    await queue.work<{ v: string }>('timer', async (data) => void seen.push(data.v));
    await queue.start();
    await queue.send('timer', { v: 'first' }, { startAfter: 5, singletonKey: 'chat-1' });
    await queue.send('timer', { v: 'moved' }, { startAfter: 8, singletonKey: 'chat-1' });
    await queue.send('timer', { v: 'other chat' }, { startAfter: 5, singletonKey: 'chat-2' });
    await queue.send('timer', { v: 'cancelled' }, { startAfter: 5, singletonKey: 'chat-3' });
    expect(await queue.cancel('timer', 'chat-3')).toBe(1);
    expect(await queue.cancel('timer', 'chat-3')).toBe(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(seen).toEqual(['other chat', 'moved']);
  });

  it('tries a failed job again a few times, then logs it', async () => {
    let calls = 0;
    await queue.work('flaky', async () => {
      calls += 1;
      throw new Error('database away');
    });
    await queue.start();
    await queue.send('flaky', {});
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toBe(1);
    await jest.advanceTimersByTimeAsync(JOB_RETRY_DELAY_SECONDS * 1000 * (JOB_RETRY_LIMIT + 2));
    expect(calls).toBe(JOB_RETRY_LIMIT + 1);
    expect(log.errors).toHaveLength(JOB_RETRY_LIMIT + 1);
  });

  it('runs a recurring job every interval, one run at a time, from one interval after start', async () => {
    let runs = 0;
    let release: () => void = () => undefined;
    await queue.every('purge', 10, async () => {
      runs += 1;
      await new Promise<void>((resolve) => (release = resolve));
    });
    await queue.start();
    await jest.advanceTimersByTimeAsync(10 * 60_000 - 1);
    expect(runs).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(10 * 60_000); // still running: this tick is skipped
    expect(runs).toBe(1);
    release();
    await jest.advanceTimersByTimeAsync(10 * 60_000);
    expect(runs).toBe(2);
    release();
  });

  it('stop() waits for the running handler and drops the waiting jobs; sends after it are refused', async () => {
    const order: string[] = [];
    let release: () => void = () => undefined;
    await queue.work('slow', async () => {
      order.push('started');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('finished');
    });
    await queue.work('never', async () => void order.push('never'));
    await queue.start();
    await queue.send('slow', {});
    await queue.send('never', {}, { startAfter: 1 });
    await jest.advanceTimersByTimeAsync(0);
    const stopped = queue.stop().then(() => order.push('stopped'));
    await jest.advanceTimersByTimeAsync(0);
    expect(order).toEqual(['started']);
    release();
    await stopped;
    await jest.advanceTimersByTimeAsync(5000);
    expect(order).toEqual(['started', 'finished', 'stopped']);
    expect(await queue.send('slow', {})).toBeNull();
  });

  it('refuses bad names, intervals and dates, a second handler for a name, and sends before start', async () => {
    await expect(queue.work('bad name!', async () => undefined)).rejects.toThrow(/job name/);
    await expect(queue.every('tick', 0, async () => undefined)).rejects.toThrow(/1 to 60 whole minutes/);
    await queue.work('job', async () => undefined);
    await expect(queue.work('job', async () => undefined)).rejects.toThrow(/already has a handler/);
    await expect(queue.send('job', {})).rejects.toThrow(/before the job queue started/);
    await queue.start();
    await expect(queue.send('job', {}, { startAfter: new Date('nonsense') })).rejects.toThrow(/startAfter/);
  });
});
