// Starts a benchmark server as a child process (same TypeScript loader as this process), waits for its
// 'ready' message and stops it again; the load generator and the server never share an event loop.
import { fork, type ChildProcess } from 'node:child_process';
import type { HeapMessage, ParentMessage, ReadyMessage, VitalsMessage } from './child-messages';
import type { VitalsSample } from './server-vitals';

export interface ChildServer<T> {
  info: T;
  /** The child's CPU time and threads' busy time so far, and its event-loop delay since the last ask. */
  vitals(): Promise<VitalsSample>;
  /** Its heap after a full collection (the child needs --expose-gc for that), and a snapshot of it when asked. */
  heap(snapshotPath?: string): Promise<HeapMessage>;
  stop(): Promise<void>;
}

export function startChildServer<T>(file: string, args: string[], timeoutMs = 120_000, nodeFlags: string[] = []): Promise<ChildServer<T>> {
  const child: ChildProcess = fork(file, args, { execArgv: [...process.execArgv, ...nodeFlags], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const tell = (message: ParentMessage) => child.connected && child.send(message);
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    tell({ type: 'stop' });
    const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(killer);
  };
  const ask = <A extends { type: string }>(question: ParentMessage, answerType: A['type']) =>
    new Promise<A>((resolve, reject) => {
      const onMessage = (message: A) => {
        if (message.type !== answerType) return;
        child.off('message', onMessage);
        resolve(message);
      };
      child.on('message', onMessage);
      if (!tell(question)) reject(new Error('the server child is gone'));
    });
  const vitals = (): Promise<VitalsSample> => ask<VitalsMessage>({ type: 'vitals?' }, 'vitals');
  const heap = (snapshotPath?: string) => ask<HeapMessage>({ type: 'heap?', snapshotPath }, 'heap');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`${file} was not ready within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with code ${code} before it was ready`));
    });
    child.on('message', (message: ReadyMessage<T>) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ info: message.info, vitals, heap, stop });
    });
  });
}
