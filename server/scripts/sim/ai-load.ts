// --ai of the latency benchmark: agents ask for reply suggestions, `rate` a second in all, beside the message
// load; each request's time from the agent's ask to the first text it hears. The chat-completions stand-in
// runs in a process of its own and times its own first token, so what the server adds can be told apart.
import { randomUUID } from 'node:crypto';
import type { Socket } from 'socket.io-client';
import type { AiStreamEvent } from 'shared-kernel/ai-assist';
import type { AiStandInProcess } from './ai-stand-in-process';
import { summarize } from './stats';

/** One chat an agent may ask about: resolves with the ms from the ask to the first text, or why it had none. */
export type AskSuggestion = () => Promise<number | string>;

/** The agent's side: one listener per socket, each request's events found by its id. */
export function suggestionAsker(socket: Socket, chatId: string, waiting: Map<string, (event: AiStreamEvent) => void>): AskSuggestion {
  if (!socket.listeners('ai-assist').length) socket.on('ai-assist', (event: AiStreamEvent) => waiting.get(event.requestId)?.(event));
  return () =>
    new Promise((resolve) => {
      const requestId = randomUUID();
      const askedAt = performance.now();
      let first: number | null = null;
      waiting.set(requestId, (event) => {
        if (event.chunk !== undefined) first ??= performance.now() - askedAt;
        if (event.done === undefined && !event.error && !event.stopped) return;
        waiting.delete(requestId);
        resolve(first ?? (event.error ? `error: ${event.error}` : 'no text'));
      });
      socket.emitWithAck('ai-assist-request', { requestId, chatId, kind: 'suggest' }).then(
        (ack: { ok: boolean; message?: string }) => {
          if (ack.ok) return;
          waiting.delete(requestId);
          resolve(`refused: ${ack.message}`);
        },
        () => resolve('no acknowledgement'),
      );
    });
}

export interface AiLoad {
  /** Stops asking, waits for the answers in flight, and tells the figures. */
  stop(): Promise<string>;
}

/** Asks `rate` suggestions a second in all, each of a random chat, until stopped; measures once `measuring()` is true. */
export async function startAiLoad(asks: readonly AskSuggestion[], rate: number, measuring: () => boolean, standIn: AiStandInProcess): Promise<AiLoad> {
  const firstTextMs: number[] = [];
  const problems = new Map<string, number>();
  const inFlight = new Set<Promise<void>>();
  const callsBefore = await standIn.callCount();
  const timer = setInterval(() => {
    const ask = asks[Math.floor(Math.random() * asks.length)];
    const counted = measuring();
    const done = ask().then((result) => {
      if (!counted) return;
      if (typeof result === 'number') firstTextMs.push(result);
      else problems.set(result, (problems.get(result) ?? 0) + 1);
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
  }, 1000 / rate);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([...inFlight]);
      const own = await standIn.ownFirstTokens(callsBefore);
      const observed = summarize(firstTextMs);
      const ownP50 = summarize(own).p50;
      const failed = [...problems].map(([why, n]) => `${n} × ${why}`).join('; ') || 'none';
      return (
        `AI suggestions (${rate} a second, streamed from the stand-in in a process of its own): ${firstTextMs.length} measured; ask to first text ` +
        `p50 ${observed.p50.toFixed(1)} ms, p95 ${observed.p95.toFixed(1)} ms, p99 ${observed.p99.toFixed(1)} ms; the stand-in's own first token p50 ` +
        `${ownP50.toFixed(1)} ms; added by the server (p50 less the stand-in's) ${(observed.p50 - ownP50).toFixed(1)} ms; without text: ${failed}`
      );
    },
  };
}
