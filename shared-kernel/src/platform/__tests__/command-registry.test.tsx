// Issue 38: an area contributes commands while it is mounted and withdraws them when it goes; the palette
// always gets the latest function of a source (it may read the area's current state).
import { useState } from 'react';
import { act } from '@testing-library/react';
import type { Command } from 'shared-kernel/commands';
import { renderWithShell } from 'shared-kernel/testing';
import { createCommandRegistry, useCommandSource } from '../command-registry';

const signal = new AbortController().signal;
const titles = (commands: readonly Command[] | Promise<readonly Command[]>) => (commands as readonly Command[]).map((c) => c.title);

describe('the command registry', () => {
  it('adds, replaces by id and withdraws sources, telling its subscribers', () => {
    const registry = createCommandRegistry();
    const seen: string[][] = [];
    registry.sources$.subscribe((sources) => seen.push(sources.map((s) => s.id)));
    const first = registry.register({ id: 'chats', commands: () => [] });
    registry.register({ id: 'screens', commands: () => [] });
    const replaced = registry.register({ id: 'chats', commands: () => [] });
    first(); // the replaced source's withdrawal leaves its successor alone
    expect(registry.sources().map((s) => s.id)).toEqual(['screens', 'chats']);
    replaced();
    expect(seen).toEqual([[], ['chats'], ['chats', 'screens'], ['screens', 'chats'], ['screens']]);
  });
});

function Area({ prefix }: { prefix: string }) {
  const [count, setCount] = useState(1);
  useCommandSource('area:things', () => Array.from({ length: count }, (_, i) => ({ id: `t${i}`, group: 'chats' as const, title: `${prefix} ${i}`, run: () => undefined })));
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      more
    </button>
  );
}

describe('useCommandSource', () => {
  it('registers while mounted, answers from the latest state, and withdraws on unmount', () => {
    const { platform, rerender, unmount, getByRole } = renderWithShell(<Area prefix="Chat" />);
    const registry = platform.commands!;
    const source = () => registry.sources().find((s) => s.id === 'area:things');
    expect(titles(source()!.commands('', signal))).toEqual(['Chat 0']);
    act(() => getByRole('button').click());
    rerender(<Area prefix="Talk" />);
    expect(titles(source()!.commands('', signal))).toEqual(['Talk 0', 'Talk 1']);
    expect(registry.sources().filter((s) => s.id === 'area:things')).toHaveLength(1);
    unmount();
    expect(source()).toBeUndefined();
  });
});
