import { CompiledQuery, sql } from 'kysely';
import type { DialectName } from '../config.ts';
import type { Executor } from '../db/database.ts';
import type { SearchKind } from '../db/tables/search.table.ts';

export interface SearchHit {
  kind: SearchKind;
  refId: string;
  title: string;
  detail: string;
  link: string;
}

/** Matches of words ranked on PostgreSQL, at most. */
const rankedAtMost = 200;

const columns = ['e.kind', 'e.ref_id', 'e.title', 'e.detail', 'e.link'] as const;

const hitOf = (r: { kind: SearchKind; ref_id: string; title: string; detail: string; link: string }) => ({
  kind: r.kind,
  refId: r.ref_id,
  title: r.title,
  detail: r.detail,
  link: r.link,
});

/**
 * The global search's index (migration 0058, decision 042), kept by triggers:
 * read here only. Whole values by `search_keys`' primary key; words by FTS5 on
 * SQLite (prefix of each word), by the pg_trgm index on PostgreSQL (each word
 * starts a word of `body`).
 */
export class SearchRepository {
  readonly #db: Executor;
  readonly #dialect: DialectName;

  constructor(db: Executor, dialect: DialectName) {
    this.#db = db;
    this.#dialect = dialect;
  }

  /** The entries of the kinds with one of the keys, whole. */
  async byKeys(keys: string[], kinds: SearchKind[], limit: number): Promise<SearchHit[]> {
    if (keys.length === 0 || kinds.length === 0) return [];
    const rows = await this.#byKeysQuery(keys, kinds).limit(limit).execute();
    return rows.map(hitOf);
  }

  #byKeysQuery(keys: string[], kinds: SearchKind[]) {
    return this.#db
      .selectFrom('search_keys as k')
      .innerJoin('search_entries as e', (j) =>
        j.onRef('e.kind', '=', 'k.kind').onRef('e.ref_id', '=', 'k.ref_id'),
      )
      .select(columns)
      .where('k.key', 'in', keys)
      .where('k.kind', 'in', kinds)
      .orderBy('e.title');
  }

  /** Entries of one kind with every word (non-empty, letters and digits only) starting a word of theirs. */
  async byWords(kind: SearchKind, words: string[], limit: number): Promise<SearchHit[]> {
    if (words.length === 0) return [];
    const query = this.#byWordsQuery(kind, words, limit);
    if (this.#dialect === 'sqlite') return (await query.execute(this.#db)).rows.map(hitOf);
    // PostgreSQL reads the kind's trigram index, never the table in order: with a limit, a word it expects
    // to be common looks cheaper to find by reading the table, and a kind with no match (an invoice for a
    // surname) was then read whole, 5 million entries at 100× data.
    return this.#db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_indexscan = off`.execute(trx);
      return (await query.execute(trx)).rows.map(hitOf);
    });
  }

  #byWordsQuery(kind: SearchKind, words: string[], limit: number) {
    type Row = { kind: SearchKind; ref_id: string; title: string; detail: string; link: string };
    if (this.#dialect === 'sqlite') {
      // Each word a quoted prefix: nothing typed is read as FTS5 syntax. Newest first, in the index's own
      // order: FTS5 stops at the limit, where ranking would score every match (a common surname at 100×
      // data matches a hundred thousand entries).
      const match = `kind:${kind} AND body:(${words.map((w) => `"${w.replaceAll('"', '')}"*`).join(' AND ')})`;
      return sql<Row>`SELECT e.kind, e.ref_id, e.title, e.detail, e.link
        FROM search_fts f JOIN search_entries e ON e.rowid = f.rowid
        WHERE search_fts MATCH ${match} ORDER BY f.rowid DESC LIMIT ${limit}`;
    }
    const like = (w: string) => `% ${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const conditions = sql.join(
      words.map((w) => sql`e.body LIKE ${like(w)}`),
      sql` AND `,
    );
    // The kind as a literal, so the planner takes that kind's own trigram index (migration 0062); the closest
    // of the first matches by similarity: ranking every match of a common name would read them all.
    return sql<Row>`SELECT c.kind, c.ref_id, c.title, c.detail, c.link FROM (
        SELECT e.kind, e.ref_id, e.title, e.detail, e.link, e.body FROM search_entries e
        WHERE e.kind = ${sql.lit(kind)} AND ${conditions} LIMIT ${rankedAtMost}) c
      ORDER BY similarity(c.body, ${words.join(' ')}) DESC, c.title LIMIT ${limit}`;
  }

  /** The query plans of a search of one kind by words and by keys, as text (the EXPLAIN test). */
  async plans(kind: SearchKind, words: string[], keys: string[]): Promise<string[]> {
    const queries = [
      this.#byWordsQuery(kind, words, 8).compile(this.#db),
      this.#byKeysQuery(keys, [kind]).compile(),
    ];
    const plans: string[] = [];
    for (const q of queries) {
      const explain = this.#dialect === 'sqlite' ? 'EXPLAIN QUERY PLAN' : 'EXPLAIN';
      const { rows } = await this.#db.executeQuery<Record<string, string>>(
        CompiledQuery.raw(`${explain} ${q.sql}`, [...q.parameters]),
      );
      plans.push(rows.map((r) => r.detail ?? r['QUERY PLAN']).join('\n'));
    }
    return plans;
  }
}
