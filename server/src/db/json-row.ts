import { getTableColumns, type InferSelectModel, type Table } from 'drizzle-orm';

/**
 * A row PostgreSQL handed back as JSON (`row_to_json`), mapped the way drizzle maps a selected row:
 * keys from the column names, values through each column's own decoder (timestamps become Dates).
 */
export function rowFromJson<T extends Table>(table: T, json: Record<string, unknown>): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    const value = json[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A unique-constraint violation, as PGlite and node-postgres report it (drizzle may wrap it). */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** The rows of `db.execute`: node-postgres and PGlite's own driver (tests) answer `{ rows }`; an array is taken as the rows. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
