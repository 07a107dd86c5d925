import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { MEMORY_DATABASE } from '../../config/settings';
import { openPglite } from '../../db/database';
import { createDeliveryDatabase } from '../delivery-database';

/** db/background-thread.mjs's nice value (a worker's plain module, which jest does not load). */
const BACKGROUND_NICE = 10;
/** Linux's scheduling policy number of the idle class (`policy` in /proc/<pid>/task/<tid>/sched). */
const SCHED_IDLE = 5;

const hasChrt = (() => {
  try {
    execFileSync('chrt', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** This process's threads (Linux ids) that `is` picks by their /proc/self/task/<id>/ files. */
function threadsWhere(is: (thread: string) => boolean): Set<string> {
  const picked = new Set<string>();
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      if (is(thread)) picked.add(thread);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return picked;
}

const policyOf = (thread: string) => Number(/^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/self/task/${thread}/sched`, 'utf8'))?.[1]);
/** The 19th field of `stat`, counted after the command's name (which may hold spaces) as the 17th from the state. */
const niceOf = (thread: string) => Number(readFileSync(`/proc/self/task/${thread}/stat`, 'utf8').split(') ')[1].split(' ')[16]);

const idleThreads = () => threadsWhere((thread) => policyOf(thread) === SCHED_IDLE);
const backgroundNiceThreads = () => threadsWhere((thread) => policyOf(thread) !== SCHED_IDLE && niceOf(thread) === BACKGROUND_NICE);

// Where Linux's per-thread scheduling can be seen and set (the server's machines); elsewhere the thread keeps
// the process's priority and there is nothing to check.
const onLinux = existsSync('/proc/thread-self') && hasChrt ? describe : describe.skip;

const addedSince = (before: Set<string>, now: Set<string>) => [...now].filter((thread) => !before.has(thread));

onLinux('the threads of webhook deliveries', () => {
  it('sending runs in the idle class, and only it: the threads of the chats keep theirs', async () => {
    const before = idleThreads();
    const worker = new Worker(path.join(__dirname, '..', 'send-worker.mjs'), { workerData: { answerKeptBytes: 2048 } });
    try {
      // Its first message is handled once its set-up (the class included) has run: an empty batch answers at once.
      const answered = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ id: 1, attempts: [] });
      expect(await answered).toEqual({ id: 1, answers: [], endOrder: [] });
      expect(addedSince(before, idleThreads())).toHaveLength(1);
      expect(readFileSync('/proc/thread-self/sched', 'utf8')).toMatch(/^policy\s*:\s*0$/m);
    } finally {
      await worker.terminate();
    }
  });

  it("the deliveries' own database runs at nice 10, not in the idle class; the main database keeps the process's priority", async () => {
    const before = backgroundNiceThreads();
    const idleBefore = idleThreads();
    const main = await openPglite(null);
    const deliveries = createDeliveryDatabase(main, { databaseUrl: MEMORY_DATABASE, dataDir: '' });
    try {
      await main.migrate();
      expect(addedSince(before, backgroundNiceThreads())).toEqual([]);
      // Opened on first use; it answers once its thread has set itself up.
      const db = await deliveries.db();
      await db.execute('SELECT 1');
      expect(addedSince(before, backgroundNiceThreads())).toHaveLength(1);
      expect(addedSince(idleBefore, idleThreads())).toEqual([]);
    } finally {
      await deliveries.close();
      await main.close();
    }
  }, 60_000);
});
