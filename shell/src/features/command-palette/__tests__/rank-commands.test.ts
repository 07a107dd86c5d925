import type { Command, CommandGroup } from 'shared-kernel/commands';
import { commandScore, foldText, rankCommands } from '../lib/rank-commands';

const command = (id: string, group: CommandGroup, title: string, extra: Partial<Command> = {}): Command => ({ id, group, title, run: () => undefined, ...extra });

describe('commandScore', () => {
  it('ranks a title starting with the query over a word of it, over a part of a word, over the detail', () => {
    const query = 'con';
    const scores = [
      commandScore({ title: 'Contacts' }, query),
      commandScore({ title: 'My contacts' }, query),
      commandScore({ title: 'Reconnect' }, query),
      commandScore({ title: 'Guest 12', detail: 'confirmed@example.com' }, query),
    ];
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(new Set(scores).size).toBe(4);
    expect(commandScore({ title: 'Reports' }, query)).toBe(0);
  });

  it('needs every word, ignores case and accents, and takes keywords', () => {
    expect(commandScore({ title: 'Chat with Guest 12' }, 'guest 12')).toBeGreaterThan(0);
    expect(commandScore({ title: 'Chat with Guest 12' }, 'guest 13')).toBe(0);
    expect(commandScore({ title: 'Réponses prédéfinies' }, 'REPONSES predef')).toBeGreaterThan(0);
    expect(commandScore({ title: 'Textbausteine', keywords: ['Canned Messages'] }, 'canned')).toBeGreaterThan(0);
    expect(foldText('Ąćę Ñandú')).toBe('ace nandu');
  });

  it('treats the query as text, never as a pattern', () => {
    expect(commandScore({ title: 'a.b (c)' }, '(c')).toBeGreaterThan(0);
    expect(commandScore({ title: 'abc' }, '.*')).toBe(0);
  });
});

describe('rankCommands', () => {
  const commands = [
    command('s1', 'screens', 'Contacts'),
    command('c1', 'contacts', 'Ana Contreras', { detail: 'ana@example.com' }),
    command('i1', 'incoming', 'Guest 7', { detail: 'Can I change my booking?' }),
    command('s2', 'screens', 'Chat History'),
    command('k1', 'canned', '#contact', { detail: 'Write to us at help@example.com' }),
  ];

  it('groups in the palette order, best first in each group, and leaves out empty groups', () => {
    const sections = rankCommands(commands, 'con');
    expect(sections.map((section) => section.group)).toEqual(['contacts', 'canned', 'screens']);
    expect(sections.find((section) => section.group === 'screens')?.commands.map((c) => c.id)).toEqual(['s1']);
  });

  it('shows everything for an empty query, in the sources order, at most perGroup each', () => {
    const many = Array.from({ length: 12 }, (_, i) => command(`g${i}`, 'guests', `Guest ${i}`));
    const sections = rankCommands([...commands, ...many], '  ', 5);
    expect(sections.map((section) => section.group)).toEqual(['incoming', 'guests', 'contacts', 'canned', 'screens']);
    expect(sections[1].commands.map((c) => c.id)).toEqual(['g0', 'g1', 'g2', 'g3', 'g4']);
  });
});
