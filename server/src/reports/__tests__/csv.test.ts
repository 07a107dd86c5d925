import { csvCell, csvLine } from '../csv';

describe('csv', () => {
  it('quotes every cell, doubles inner quotes and neutralises formulas', () => {
    expect(csvCell('plain')).toBe('"plain"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('-1+1')).toBe(`"'-1+1"`);
    expect(csvCell('@cmd')).toBe(`"'@cmd"`);
    // A semicolon is a list separator for many spreadsheets: inside quotes it stays in its cell.
    expect(csvCell("x;=cmd|' /C calc'!A0;")).toBe(`"x;=cmd|' /C calc'!A0;"`);
    expect(csvCell(-3)).toBe('"-3"');
    expect(csvCell(true)).toBe('"true"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvLine(['a', 1, null])).toBe('"a","1",""\r\n');
  });
});
