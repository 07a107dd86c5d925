// CSV as spreadsheets read it (RFC 4180, CRLF lines, a BOM so that Excel reads UTF-8). Every cell is
// double-quoted (inner quotes doubled), so a guest's comma, semicolon or line break never starts another
// cell, whatever list separator the spreadsheet splits on. Guest text is untrusted: a cell that would start
// a formula (= + - @, tab, carriage return) is prefixed with an apostrophe, so opening the file never runs it.
export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  if (typeof value === 'number' || typeof value === 'boolean') return `"${String(value)}"`;
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (values: readonly CsvValue[]): string => `${values.map(csvCell).join(',')}\r\n`;

export const CSV_BOM = '\uFEFF';
