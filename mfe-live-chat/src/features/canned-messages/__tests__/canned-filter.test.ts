import { applyCanned, filterCanned, hashQuery } from '../lib/canned-filter';
import { cannedMessage } from '../../../test-support/live-chat-fixtures';

const list = [
  cannedMessage('1', 'hello', 'Hello! How can I help?'),
  cannedMessage('2', 'price', 'Our prices start at 10 EUR.'),
  cannedMessage('3', 'shipping', 'We ship worldwide.'),
];

describe('canned filter', () => {
  it('finds the #shortcut being typed at the end of the text', () => {
    expect(hashQuery('#')).toBe('');
    expect(hashQuery('#pri')).toBe('pri');
    expect(hashQuery('Sure, #hel')).toBe('hel');
    expect(hashQuery('no hash')).toBeNull();
    expect(hashQuery('#hello done')).toBeNull();
    expect(hashQuery('mail#x')).toBeNull();
  });

  it('filters by shortcut, prefix matches first, everything for an empty query', () => {
    expect(filterCanned(list, '').map((c) => c.shortCode)).toEqual(['hello', 'price', 'shipping']);
    expect(filterCanned(list, 'PRI').map((c) => c.shortCode)).toEqual(['price']);
    expect(filterCanned(list, 'p').map((c) => c.shortCode)).toEqual(['price', 'shipping']);
    expect(filterCanned(list, 'zzz')).toEqual([]);
  });

  it('replaces the #query with the message', () => {
    expect(applyCanned('#pri', 'Our prices')).toBe('Our prices');
    expect(applyCanned('Hi, #hel', 'Hello!')).toBe('Hi, Hello!');
  });
});
