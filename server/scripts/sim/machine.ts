// The machine a benchmark ran on, printed with its figures.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** The open-files limit of this process (what `ulimit -n` says), null when it cannot be read. */
export function openFilesLimit(): number | null {
  try {
    const value = Number(execFileSync('/bin/sh', ['-c', 'ulimit -n'], { encoding: 'utf8' }).trim());
    return Number.isFinite(value) ? value : null;
  } catch {
    return null;
  }
}

export function describeMachine(): string {
  const cpus = os.cpus();
  const limit = openFilesLimit();
  return [
    `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'})`,
    `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM`,
    `Node ${process.version}`,
    `${os.platform()} ${os.release()} ${os.arch()}`,
    `ulimit -n ${limit ?? 'unknown'}`,
  ].join(', ');
}

/** 1-minute load average, a hint that something else was using the machine. */
export const loadAverage = () => os.loadavg()[0].toFixed(2);
