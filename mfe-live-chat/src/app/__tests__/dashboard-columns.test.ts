// The desktop dashboard's columns by the room it gets (the window less the sidebar): four columns only where the
// Guest Feed and the chat keep their minimum widths beside Guest Info.
import { desktopColumnsFor, FOUR_COLUMNS_FROM, gridColumns, THREE_COLUMNS_FROM } from '../dashboard-columns';

/** The expanded sidebar's width in the shell. */
const SIDEBAR = 232;

describe('Desktop dashboard columns', () => {
  it.each([
    [1280, 'three'],
    [1440, 'three'],
    [1600, 'four'],
    [1920, 'four'],
  ])('a %i px window with the sidebar open gets %s columns', (width, columns) => {
    expect(desktopColumnsFor(width - SIDEBAR)).toBe(columns);
  });

  it('folds to smaller minimums below the three-column width, and switches exactly at the thresholds', () => {
    expect(THREE_COLUMNS_FROM).toBe(1016);
    expect(FOUR_COLUMNS_FROM).toBe(1348);
    expect(desktopColumnsFor(THREE_COLUMNS_FROM - 1)).toBe('compact');
    expect(desktopColumnsFor(THREE_COLUMNS_FROM)).toBe('three');
    expect(desktopColumnsFor(FOUR_COLUMNS_FROM - 1)).toBe('three');
    expect(desktopColumnsFor(FOUR_COLUMNS_FROM)).toBe('four');
  });

  it('places Guest Info beside the chat, and the folded feed, only where asked', () => {
    expect(gridColumns('three', false, true).areas).toBe('"recent feed"');
    expect(gridColumns('four', true, false).areas).toBe('"recent feed chat info"');
    expect(gridColumns('three', true, false).areas).toBe('"recent feed chat"');
    expect(gridColumns('three', true, true).areas).toBe('"recent rail chat info"');
    expect(gridColumns('compact', true, true).template).toMatch(/^minmax\(200px, 0\.7fr\) 48px /);
  });
});
