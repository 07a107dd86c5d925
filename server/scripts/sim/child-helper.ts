// A benchmark's helper (a webhook receiver, an upstream stand-in) in a process of its own, as it would be
// on another machine: the load generator's event loop, which takes the timestamps, never runs its work.
// The parent asks it questions over the IPC channel and hears each answer by its number.
import { fork, type ChildProcess } from 'node:child_process';

type FromChild = { type: 'ready'; value: unknown } | { type: 'answer'; id: number; value: unknown };
type ToChild = { id: number; question: string; arg?: unknown };

export interface ChildHelper<Ready> {
  ready: Ready;
  ask<Answer>(question: string, arg?: unknown): Promise<Answer>;
  stop(): void;
}

/** Forks `file` with `--child` and waits for what it says when ready. */
export async function forkHelper<Ready>(file: string, name: string): Promise<ChildHelper<Ready>> {
  const child: ChildProcess = fork(file, ['--child'], { execArgv: process.execArgv, stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let exited: Error | null = null;
  const waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  let ready: (value: unknown) => void = () => undefined;
  let failed: (error: Error) => void = () => undefined;
  const readyValue = new Promise<unknown>((resolve, reject) => ((ready = resolve), (failed = reject)));
  child.on('message', (message: FromChild) => {
    if (message.type === 'ready') return ready(message.value);
    waiting.get(message.id)?.resolve(message.value);
    waiting.delete(message.id);
  });
  child.once('exit', (code) => {
    exited = new Error(`${name} exited (${code})`);
    failed(exited);
    for (const { reject } of waiting.values()) reject(exited);
    waiting.clear();
  });
  let nextId = 0;
  return {
    ready: (await readyValue) as Ready,
    ask: <Answer>(question: string, arg?: unknown) =>
      new Promise<Answer>((resolve, reject) => {
        if (exited) return reject(exited);
        const id = nextId++;
        waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
        child.send({ id, question, arg } satisfies ToChild);
      }),
    stop: () => void child.kill(),
  };
}

/** The child's side: says `ready`, then answers each question; exits when the parent goes. */
export function serveHelper(ready: unknown, answers: Record<string, (arg: unknown) => unknown>): void {
  process.on('message', (message: ToChild) => {
    const answer = Object.hasOwn(answers, message.question) ? answers[message.question](message.arg) : undefined;
    process.send?.({ type: 'answer', id: message.id, value: answer } satisfies FromChild);
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ type: 'ready', value: ready } satisfies FromChild);
}
