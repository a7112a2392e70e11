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

/** Entries of a word common to more (PostgreSQL) looked up in a sample of about this many. */
const sampledAtMost = 2000;

/** A kind to find by words, at most `limit` of it. */
export interface WordsWanted {
  kind: SearchKind;
  limit: number;
}

/** The entries of `more` not in `first`. */
const notIn = (first: SearchHit[], more: SearchHit[]) => {
  const seen = new Set(first.map((h) => `${h.kind} ${h.refId}`));
  return more.filter((h) => !seen.has(`${h.kind} ${h.refId}`));
};

type Row = { kind: SearchKind; ref_id: string; title: string; detail: string; link: string };

const columns = ['e.kind', 'e.ref_id', 'e.title', 'e.detail', 'e.link'] as const;

const hitOf = (r: Row) => ({
  kind: r.kind,
  refId: r.ref_id,
  title: r.title,
  detail: r.detail,
  link: r.link,
});

/**
 * The global search's index (migration 0058, decision 042), kept by triggers:
 * read here only. Whole values by `search_keys`' primary key; words by FTS5 on
 * SQLite (prefix of each word), by each kind's GIN index of the body's words on
 * PostgreSQL (migration 0063: each word starts a word of `body`).
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

  /**
   * Entries of each kind wanted with every word (letters and digits only) starting a word of theirs, at
   * most the kind's `limit` each, in one list: those with the words whole first, and only for a kind
   * short of its limit those whose words merely start so (a surname typed whole is what was meant, not
   * every longer name that starts with it).
   */
  async byWords(wanted: WordsWanted[], words: string[]): Promise<SearchHit[]> {
    if (!words.some((w) => /[\p{L}\p{N}]/u.test(w)) || wanted.length === 0) return [];
    if (this.#dialect === 'sqlite') {
      const hits: SearchHit[] = [];
      for (const want of wanted) {
        const whole = (await this.#sqliteWords(want, words, false).execute(this.#db)).rows.map(hitOf);
        hits.push(...whole);
        if (whole.length < want.limit) {
          const started = (await this.#sqliteWords(want, words, true).execute(this.#db)).rows.map(hitOf);
          hits.push(...notIn(whole, started));
        }
      }
      return hits;
    }
    // PostgreSQL, in one transaction of two statements at most, each over every kind wanted. The kinds'
    // indexes are always what is read: with a limit, a word the planner expects to be common looks cheaper
    // to find by reading the table, and a kind with no match (an invoice for a surname) was then read
    // whole, 5 million entries at 100× data. One word common to tens of thousands of entries (a surname)
    // is looked up in a sample of about `sampledAtMost` of them (`gin_fuzzy_search_limit`): any of them is
    // as good an answer, and collecting them all cost 10–20 ms a kind at 100× data. With two words or
    // more, sampling each would lose the entries that have both.
    return this.#db.transaction().execute(async (trx) => {
      const sample = words.length === 1 ? sampledAtMost : 0;
      await sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true),
        set_config('gin_fuzzy_search_limit', ${String(sample)}, true)`.execute(trx);
      const whole = (await this.#postgresWords(wanted, words, false).execute(trx)).rows.map(hitOf);
      const short = wanted.filter((w) => whole.filter((h) => h.kind === w.kind).length < w.limit);
      if (short.length === 0) return whole;
      const started = (await this.#postgresWords(short, words, true).execute(trx)).rows.map(hitOf);
      return [...whole, ...notIn(whole, started)];
    });
  }

  #sqliteWords({ kind, limit }: WordsWanted, words: string[], asStart: boolean) {
    // Each word quoted: nothing typed is read as FTS5 syntax. Newest first, in the index's own order: FTS5
    // stops at the limit, where ranking would score every match (a common surname at 100× data matches a
    // hundred thousand entries).
    const terms = words.map((w) => `"${w.replaceAll('"', '')}"${asStart ? '*' : ''}`);
    const match = `kind:${kind} AND body:(${terms.join(' AND ')})`;
    return sql<Row>`SELECT e.kind, e.ref_id, e.title, e.detail, e.link
      FROM search_fts f JOIN search_entries e ON e.rowid = f.rowid
      WHERE search_fts MATCH ${match} ORDER BY f.rowid DESC LIMIT ${limit}`;
  }

  /**
   * Each kind's entries whose words (`search_lexemes`, migration 0063) hold every word, whole or as their
   * start: the kind as a literal, so the planner takes that kind's own index; the closest of the first
   * matches by trigram similarity, as ranking every match of a common name would read them all.
   */
  #postgresWords(wanted: WordsWanted[], words: string[], asStart: boolean) {
    const query = words
      .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
      .filter((w) => w.length > 0)
      .map((w) => `'${w}'${asStart ? ':*' : ''}`)
      .join(' & ');
    const typed = words.join(' ');
    const perKind = wanted.map(
      ({ kind, limit }) => sql`(SELECT c.kind, c.ref_id, c.title, c.detail, c.link FROM (
          SELECT e.kind, e.ref_id, e.title, e.detail, e.link, e.body FROM search_entries e
          WHERE e.kind = ${sql.lit(kind)} AND search_lexemes(e.body) @@ ${query}::tsquery
          LIMIT ${rankedAtMost}) c
        ORDER BY similarity(c.body, ${typed}) DESC, c.title LIMIT ${limit})`,
    );
    return sql<Row>`${sql.join(perKind, sql` UNION ALL `)}`;
  }

  /** The query plans of a search of one kind by words and by keys, as text (the EXPLAIN test). */
  async plans(kind: SearchKind, words: string[], keys: string[]): Promise<string[]> {
    const byWords =
      this.#dialect === 'sqlite'
        ? this.#sqliteWords({ kind, limit: 8 }, words, true)
        : this.#postgresWords([{ kind, limit: 8 }], words, true);
    const queries = [byWords.compile(this.#db), this.#byKeysQuery(keys, [kind]).compile()];
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
