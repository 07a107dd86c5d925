// What the benchmark server child measures of itself: event-loop delay on its main thread and how busy
// each thread was (main thread versus the embedded database's thread), between two of the parent's asks.
import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import type { Worker } from 'node:worker_threads';

const SAMPLING_MS = 10;

export interface VitalsSample {
  /** process.cpuUsage() of the child, microseconds. */
  user: number;
  system: number;
  rssBytes: number;
  /** Event-loop delay since the previous sample, milliseconds. */
  loopDelay: { p50: number; p99: number; max: number };
  /** Busy time of each thread so far, milliseconds (event-loop utilisation's active time). */
  mainActiveMs: number;
  databaseActiveMs: number | null;
}

export function watchVitals(databaseThread: Worker | null): () => VitalsSample {
  const delay = monitorEventLoopDelay({ resolution: SAMPLING_MS });
  delay.enable();
  const active = (elu: EventLoopUtilization) => elu.active;
  return () => {
    const usage = process.cpuUsage();
    // The histogram holds each sampling timer's whole wait; the delay is what exceeds the interval.
    const ns = (value: number) => (Number.isFinite(value) ? Math.max(0, value / 1e6 - SAMPLING_MS) : 0);
    const sample: VitalsSample = {
      user: usage.user,
      system: usage.system,
      rssBytes: process.memoryUsage().rss,
      loopDelay: { p50: ns(delay.percentile(50)), p99: ns(delay.percentile(99)), max: ns(delay.max) },
      mainActiveMs: active(performance.eventLoopUtilization()),
      databaseActiveMs: databaseThread ? active(databaseThread.performance.eventLoopUtilization()) : null,
    };
    delay.reset();
    return sample;
  };
}
