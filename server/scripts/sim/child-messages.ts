// What a benchmark's server child and its parent say to each other over the IPC channel.

export interface ReadyMessage<T> {
  type: 'ready';
  info: T;
}

export interface CpuMessage {
  type: 'cpu';
  /** process.cpuUsage() of the child, microseconds. */
  user: number;
  system: number;
  rssBytes: number;
}

export type ParentMessage = { type: 'stop' } | { type: 'cpu?' };

/** Answers the parent's questions and stops on its word, on a signal or when the parent goes away. */
export function serveParent(stop: () => Promise<void>): void {
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
    if (message.type === 'cpu?') {
      const usage = process.cpuUsage();
      const answer: CpuMessage = { type: 'cpu', user: usage.user, system: usage.system, rssBytes: process.memoryUsage().rss };
      process.send?.(answer);
    }
  });
  process.on('disconnect', finish);
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
}
