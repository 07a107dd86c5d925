import { pageWindow, totalPages } from '../lib/page-window';

describe('pageWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 3, [1, 2, 3]],
    [2, 10, [1, 2, 3, 4]],
    [3, 10, [1, 2, 3, 4]],
    [4, 10, [1, 2, 3, 4]],
    [5, 10, [2, 3, 4, 5]],
    [10, 10, [7, 8, 9, 10]],
  ])('page %i of %i shows %p', (current, total, expected) => {
    expect(pageWindow(current, total)).toEqual(expected);
  });

  it('counts pages of 50', () => {
    expect([totalPages(0), totalPages(50), totalPages(51), totalPages(250)]).toEqual([1, 1, 2, 5]);
  });
});
