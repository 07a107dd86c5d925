// Background threads (webhook deliveries' HTTP and their database) give way to the chats' threads.
// Plain JavaScript: imported by worker threads, which start without the TypeScript loader.
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';

/** A lower priority that still shares the core (about a tenth of it against a busy ordinary thread). */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's priority, which needs no privilege. `idleClass`: Linux's idle class, where a
 * chat thread that wakes takes the core at once but a busy machine may leave this thread nearly no time
 * (fine for work whose input waits safely elsewhere); failing that, or without it, nice 10. Linux keeps
 * it per thread, named by the thread's id; elsewhere the thread keeps the process's.
 */
export function runInBackground({ idleClass }) {
  try {
    const threadId = readlinkSync('/proc/thread-self').split('/').pop();
    try {
      if (!idleClass) throw new Error('a nice value asked for');
      execFileSync('chrt', ['--idle', '--pid', '0', threadId], { stdio: 'ignore', timeout: 5000 });
    } catch {
      setPriority(Number(threadId), BACKGROUND_NICE);
    }
  } catch {
    // No per-thread priority here.
  }
}
