// What a benchmark's server child and its parent say to each other over the IPC channel.
import { writeHeapSnapshot } from 'node:v8';
import type { VitalsSample } from './server-vitals';

export interface ReadyMessage<T> {
  type: 'ready';
  info: T;
}

export interface VitalsMessage extends VitalsSample {
  type: 'vitals';
}

/** The child's memory right after a full garbage collection (when run with --expose-gc). */
export interface HeapMessage {
  type: 'heap';
  heapUsedBytes: number;
  rssBytes: number;
  /** False when the child has no gc() to call: the figures then include garbage. */
  collected: boolean;
}

export type ParentMessage = { type: 'stop' } | { type: 'vitals?' } | { type: 'heap?'; snapshotPath?: string };

function heapAfterCollection(snapshotPath?: string): HeapMessage {
  const gc = (globalThis as { gc?: () => void }).gc;
  // Twice: the first pass can leave objects that only become garbage after finalizers ran.
  gc?.();
  gc?.();
  const memory = process.memoryUsage();
  if (snapshotPath) writeHeapSnapshot(snapshotPath);
  return { type: 'heap', heapUsedBytes: memory.heapUsed, rssBytes: memory.rss, collected: Boolean(gc) };
}

/** Answers the parent's questions and stops on its word, on a signal or when the parent goes away. */
export function serveParent(stop: () => Promise<void>, sample: () => VitalsSample): void {
  let stopping = false;
  const finish = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('message', (message: ParentMessage) => {
    if (message.type === 'stop') finish();
    if (message.type === 'vitals?') {
      const answer: VitalsMessage = { type: 'vitals', ...sample() };
      process.send?.(answer);
    }
    if (message.type === 'heap?') process.send?.(heapAfterCollection(message.snapshotPath));
  });
  process.on('disconnect', finish);
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
}
