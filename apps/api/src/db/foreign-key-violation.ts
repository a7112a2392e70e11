/**
 * Whether a database error is a foreign-key violation, on either dialect:
 * PostgreSQL answers SQLSTATE 23503; better-sqlite3 says "FOREIGN KEY
 * constraint failed", with the code SQLITE_CONSTRAINT_FOREIGNKEY, or
 * SQLITE_CONSTRAINT_TRIGGER for a row still referenced under `on delete restrict`.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as Error & { code?: unknown };
  if (code === '23503') return true;
  return (
    typeof code === 'string' &&
    code.startsWith('SQLITE_CONSTRAINT') &&
    error.message.includes('FOREIGN KEY constraint failed')
  );
}
