// The measured part of the latency benchmark: every chat sends `rate` messages a second, alternating
// guest→agent and agent→guest, for the warm-up plus the measured duration; then waits for stragglers.
import { sleep } from './paced';
import type { AskSuggestion } from './ai-load';
import type { Direction, LatencyRecorder } from './latency-recorder';

/** One chat of a benchmark target: sends as its guest or its agent; resolves with the server's ack (null: none in time). */
export interface ChatLink {
  send(direction: Direction, body: string): Promise<boolean | null>;
  /** The real server's chats: the agent asks for a reply suggestion (--ai). */
  suggest?: AskSuggestion;
}

export interface LoadPlan {
  rate: number;
  warmupS: number;
  durationS: number;
  drainS: number;
}

export async function runLatencyLoad(links: readonly ChatLink[], recorder: LatencyRecorder, plan: LoadPlan): Promise<void> {
  const periodMs = 1000 / plan.rate;
  const timers: NodeJS.Timeout[] = [];
  const starts: NodeJS.Timeout[] = [];
  links.forEach((link, index) => {
    let turn = index % 2;
    const tick = () => {
      const direction: Direction = turn % 2 === 0 ? 'guestToAgent' : 'agentToGuest';
      turn += 1;
      const { body, key } = recorder.stamp(direction);
      link.send(direction, body).then(
        (ok) => recorder.acked(key, ok),
        () => recorder.acked(key, null),
      );
    };
    // Spread the chats over the period, so the server sees a steady stream rather than bursts.
    starts.push(
      setTimeout(() => {
        tick();
        timers.push(setInterval(tick, periodMs));
      }, Math.random() * periodMs),
    );
  });
  await sleep(plan.warmupS * 1000);
  recorder.measuring = true;
  await sleep(plan.durationS * 1000);
  recorder.measuring = false;
  starts.forEach(clearTimeout);
  timers.forEach(clearInterval);
  const deadline = Date.now() + plan.drainS * 1000;
  while (recorder.outstanding() > 0 && Date.now() < deadline) await sleep(100);
}
