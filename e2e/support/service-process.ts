// A helper process of a spec (a private stack, the stand-ins) in a process group of its own, so stop() ends
// it with everything it started; ready once `readyUrl` answers 2xx.
import { spawn, type SpawnOptions } from 'node:child_process';

export interface ServiceProcess {
  stop(): Promise<void>;
}

export interface ServiceOptions {
  /** Names the service in errors, e.g. 'the stack'. */
  name: string;
  command: string;
  args: string[];
  readyUrl: string;
  timeoutMs: number;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  stdio?: SpawnOptions['stdio'];
}

export async function startService({ name, command, args, readyUrl, timeoutMs, env, cwd, stdio }: ServiceOptions): Promise<ServiceProcess> {
  const child = spawn(command, args, { cwd, env: env ?? process.env, stdio: stdio ?? ['ignore', 'inherit', 'inherit'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-(child.pid as number), 'SIGTERM');
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`${name} exited with code ${child.exitCode} before answering`);
    }
    try {
      if ((await fetch(readyUrl)).ok) return { stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`${name} did not answer at ${readyUrl} within ${timeoutMs} ms`);
}
