// Issue 38: the command palette's sources, one registry per console (on the platform, so the shell and every
// remote share it whatever copy of this module each bundled). An area registers while it is mounted and
// withdraws when it unmounts; the palette reads whoever is registered when it is asked.
import { useEffect, useRef } from 'react';
import type { Command, CommandSource } from 'shared-kernel/commands';
import { BehaviorSubject, type Observable } from 'shared-kernel/reactive';
import { usePlatform } from './platform-context';

export interface CommandRegistry {
  /** Adds a source (one of the same id replaces it); the answer withdraws it. */
  register(source: CommandSource): () => void;
  readonly sources$: Observable<readonly CommandSource[]>;
  sources(): readonly CommandSource[];
}

export function createCommandRegistry(): CommandRegistry {
  const sources = new BehaviorSubject<readonly CommandSource[]>([]);
  return {
    register(source) {
      sources.next([...sources.value.filter((known) => known.id !== source.id), source]);
      return () => {
        if (sources.value.includes(source)) sources.next(sources.value.filter((known) => known !== source));
      };
    },
    sources$: sources.asObservable(),
    sources: () => sources.value,
  };
}

/**
 * Registers `commands` under `id` while the calling component is mounted; the palette always gets the latest
 * function (it may read the component's current state). Nothing when the shell offers no registry (an older one).
 */
export function useCommandSource(id: string, commands: (query: string, signal: AbortSignal) => readonly Command[] | Promise<readonly Command[]>, minQueryLength = 0): void {
  const { commands: registry } = usePlatform();
  const latest = useRef(commands);
  latest.current = commands;
  useEffect(() => {
    if (!registry) return undefined;
    return registry.register({ id, minQueryLength, commands: (query, signal) => latest.current(query, signal) });
  }, [registry, id, minQueryLength]);
}
