import { STAFF } from '../../../test-support/live-chat-fixtures';
import { applyMention, filterStaff, mentionQuery } from '../lib/mentions';

describe('mentions', () => {
  it.each([
    ['@', ''],
    ['Hi @an', 'an'],
    ['Hi @Anna Ad', 'Anna Ad'],
    ['mail@example.com', null],
    ['no at sign', null],
    ['@bob\nnext line', null],
  ])('reads %j as the query %j', (text, query) => {
    expect(mentionQuery(text)).toBe(query);
  });

  it('matches a word of the name first, then any part of it', () => {
    expect(filterStaff(STAFF, 'b').map((m) => m.userId)).toEqual(['u-bob', 'u-bea']);
    expect(filterStaff(STAFF, 'ROWN').map((m) => m.userId)).toEqual(['u-bea']);
    expect(filterStaff(STAFF, '').map((m) => m.userId)).toEqual(['u-anna', 'u-bob', 'u-bea']);
  });

  it('puts the picked name in place of what was typed', () => {
    expect(applyMention('Ask @an', { fullName: 'Anna Admin' })).toBe('Ask @Anna Admin ');
    expect(applyMention('nothing typed', { fullName: 'Anna Admin' })).toBe('nothing typed');
  });
});
