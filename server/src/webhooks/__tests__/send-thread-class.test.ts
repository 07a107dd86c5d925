import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

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

/** This process's threads (Linux ids) in the idle class. */
function idleThreads(): Set<string> {
  const idle = new Set<string>();
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      const policy = /^policy\s*:\s*(\d+)/m.exec(readFileSync(`/proc/self/task/${thread}/sched`, 'utf8'));
      if (Number(policy?.[1]) === SCHED_IDLE) idle.add(thread);
    } catch {
      // The thread ended meanwhile.
    }
  }
  return idle;
}

// Where Linux's per-thread scheduling can be seen and set (the server's machines); elsewhere the thread keeps
// the process's priority and there is nothing to check.
const onLinux = existsSync('/proc/thread-self') && hasChrt ? describe : describe.skip;

onLinux('the webhook thread', () => {
  it('runs in the idle class, and only it: the threads of the chats keep theirs', async () => {
    const before = idleThreads();
    const worker = new Worker(path.join(__dirname, '..', 'send-worker.mjs'), { workerData: { answerKeptBytes: 2048 } });
    try {
      // Its first message is handled once its set-up (the class included) has run: an empty batch answers at once.
      const answered = new Promise((resolve) => worker.once('message', resolve));
      worker.postMessage({ id: 1, attempts: [] });
      expect(await answered).toEqual({ id: 1, answers: [], endOrder: [] });
      const added = [...idleThreads()].filter((thread) => !before.has(thread));
      expect(added).toHaveLength(1);
      expect(readFileSync('/proc/thread-self/sched', 'utf8')).toMatch(/^policy\s*:\s*0$/m);
    } finally {
      await worker.terminate();
    }
  });
});
