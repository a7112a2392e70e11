import { type Expression, type SqlBool, sql } from 'kysely';

/** `q` as a LIKE pattern matching it anywhere, its own % and _ taken literally. */
export function containsPattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** lower(expression) LIKE pattern ESCAPE '\' — the same on SQLite and PostgreSQL. */
export function likeLower(expression: Expression<unknown>, pattern: string): Expression<SqlBool> {
  return sql<SqlBool>`lower(${expression}) like ${pattern} escape '\\'`;
}
