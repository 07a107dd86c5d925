// The palette's answers to a query: every registered source asked (a server search only once the query is
// long enough, and a moment after the last key), late or failed answers costing their own group only.
import { useEffect, useState } from 'react';
import type { Command, CommandSource } from 'shared-kernel/commands';
import { usePlatform } from 'shared-kernel/platform';

/** A search that goes to the server waits this long after the last key. */
const SERVER_SEARCH_DELAY_MS = 200;

export interface CommandResults {
  commands: readonly Command[];
  /** Sources still answering. */
  pending: number;
}

function useSources(): readonly CommandSource[] {
  const { commands: registry } = usePlatform();
  const [sources, setSources] = useState<readonly CommandSource[]>(() => registry?.sources() ?? []);
  useEffect(() => {
    if (!registry) return undefined;
    const subscription = registry.sources$.subscribe(setSources);
    return () => subscription.unsubscribe();
  }, [registry]);
  return sources;
}

export function useCommandResults(query: string): CommandResults {
  const sources = useSources();
  const [answers, setAnswers] = useState<ReadonlyMap<string, readonly Command[]>>(new Map());
  const [pending, setPending] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const trimmed = query.trim();
    const settle = (id: string, commands: readonly Command[]) => {
      if (controller.signal.aborted) return;
      setAnswers((known) => new Map(known).set(id, commands));
    };
    const ask = (source: CommandSource) => {
      try {
        const answer = source.commands(trimmed, controller.signal);
        if (!(answer instanceof Promise)) return settle(source.id, answer);
        setPending((count) => count + 1);
        answer
          .then((commands) => settle(source.id, commands), () => settle(source.id, []))
          .finally(() => !controller.signal.aborted && setPending((count) => count - 1));
      } catch {
        settle(source.id, []);
      }
    };
    const later: CommandSource[] = [];
    setAnswers(new Map());
    setPending(0);
    for (const source of sources) {
      const minimum = source.minQueryLength ?? 0;
      if (trimmed.length < minimum) continue;
      if (minimum > 0) later.push(source);
      else ask(source);
    }
    const timer = later.length > 0 ? setTimeout(() => later.forEach(ask), SERVER_SEARCH_DELAY_MS) : undefined;
    return () => {
      controller.abort();
      clearTimeout(timer);
    };
  }, [query, sources]);

  return { commands: sources.flatMap((source) => answers.get(source.id) ?? []), pending };
}
