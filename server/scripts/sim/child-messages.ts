// What a benchmark's server child and its parent say to each other over the IPC channel.
import type { VitalsSample } from './server-vitals';

export interface ReadyMessage<T> {
  type: 'ready';
  info: T;
}

export interface VitalsMessage extends VitalsSample {
  type: 'vitals';
}

export type ParentMessage = { type: 'stop' } | { type: 'vitals?' };

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
  });
  process.on('disconnect', finish);
  process.on('SIGINT', finish);
  process.on('SIGTERM', finish);
}
