// `pnpm bench:latency --ai N`: the chat-completions stand-in in a process of its own, as an endpoint on
// another machine would be; it times its own first token of each answer, so what the server adds can be
// told apart. Normal priority: a stand-in slowed by the machine would show as time the server added.
import { startStandIns } from '../../dev/stand-ins';
import { forkHelper, serveHelper } from './child-helper';

export interface AiStandInProcess {
  url: string;
  /** Calls answered so far (the measuring's start). */
  callCount(): Promise<number>;
  /** Each answer's own first-token milliseconds (received to first text), of the calls after `since`. */
  ownFirstTokens(since: number): Promise<number[]>;
  stop(): void;
}

export async function startAiStandInProcess(): Promise<AiStandInProcess> {
  const helper = await forkHelper<{ url: string }>(__filename, 'the AI stand-in');
  return {
    url: helper.ready.url,
    callCount: () => helper.ask<number>('count'),
    ownFirstTokens: (since) => helper.ask<number[]>('firstTokens', since),
    stop: () => helper.stop(),
  };
}

if (process.argv.includes('--child')) {
  void startStandIns().then((standIns) =>
    serveHelper(
      { url: standIns.url },
      {
        count: () => standIns.aiCalls.length,
        firstTokens: (since) =>
          standIns.aiCalls
            .slice(Number(since))
            .flatMap((call) => (call.firstTextAt === null ? [] : [call.firstTextAt - call.receivedAt])),
      },
    ),
  );
}

