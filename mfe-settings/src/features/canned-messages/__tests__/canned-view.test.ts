import { createdDate, creatorName, insertAt, searchCanned, shortcutTaken } from '../lib/canned-view';
import { canned } from './canned-fixtures';

describe('canned-view helpers', () => {
  const list = [canned(1, { shortCode: 'Hello' }), canned(2, { shortCode: 'order_status' }), canned(3, { shortCode: 'bye' })];

  it('searches the shortcut only, ignoring case, spaces and a leading #', () => {
    expect(searchCanned(list, 'HEL').map((c) => c._id)).toEqual(['c1']);
    expect(searchCanned(list, '  #order ').map((c) => c._id)).toEqual(['c2']);
    expect(searchCanned(list, 'Message')).toEqual([]);
    expect(searchCanned(list, '')).toHaveLength(3);
  });

  it('shows the first 10 characters of created_at and the creator name', () => {
    expect(createdDate(canned(4))).toBe('2024-03-04');
    expect(creatorName(canned(4))).toBe('Author 4');
    expect(creatorName(canned(4, { user: [] }))).toBe('');
  });

  it('flags a shortcut used by another message, not by the edited one', () => {
    expect(shortcutTaken(list, ' hello ')).toBe(true);
    expect(shortcutTaken(list, 'hello', 'c1')).toBe(false);
    expect(shortcutTaken(list, 'new')).toBe(false);
    expect(shortcutTaken(list, '')).toBe(false);
  });

  it('inserts at the caret or over the selection', () => {
    expect(insertAt('Hi there', '[x]', 3)).toEqual({ text: 'Hi [x]there', caret: 6 });
    expect(insertAt('Hi there', '[x]', 3, 8)).toEqual({ text: 'Hi [x]', caret: 6 });
    expect(insertAt('Hi', '[x]', 99)).toEqual({ text: 'Hi[x]', caret: 5 });
  });
});
