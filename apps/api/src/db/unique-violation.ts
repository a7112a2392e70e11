/**
 * Whether a database error is a unique or primary-key violation on `table`, on
 * either dialect: better-sqlite3 says "UNIQUE constraint failed: table.column",
 * PostgreSQL answers SQLSTATE 23505 with the table's name.
 */
export function isUniqueViolation(error: unknown, table: string): boolean {
  if (!(error instanceof Error)) return false;
  const { code, table: pgTable } = error as Error & { code?: unknown; table?: unknown };
  if (code === '23505') return pgTable === table;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return error.message.includes(`: ${table}.`);
  }
  return false;
}
