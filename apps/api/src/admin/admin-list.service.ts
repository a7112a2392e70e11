import {
  type AdminListFilter,
  type AdminPage,
  adminExportMaxRows,
} from '@convoy/domain/contracts/admin-lists.schema';
import type { ListSource } from './admin-list.repository.ts';

/**
 * Rows an export reads per query: a batch in memory at a time. Small enough that a batch dies young: with
 * 1,000, its rows outlived V8's young generation and an export of 147,000 bookings grew the server by 75 to
 * 170 MB until a full collection; with 100, by 13 MB (decision 017's memory goal; the keyset query costs well under a millisecond).
 */
export const exportBatchSize = 100;

interface Paged {
  page: number;
  pageSize: number;
}

/** A back-office list as routes see it: a page with its total, and the rows of its CSV export. */
export interface AdminList<Query extends Paged, Row> {
  page(query: Query): Promise<AdminPage<Row>>;
  /** Every row the filters find, up to adminExportMaxRows (narrow the filters for more), a batch at a time. */
  forExport(filter: AdminListFilter<Query>): AsyncGenerator<Row[]>;
}

/** One page of `query` (pages count from 1) and how many rows its filters find in all. */
export async function listPage<Query extends Paged, Row>(
  query: Query,
  source: {
    list: (filter: Query, limit: number, offset: number) => Promise<Row[]>;
    count: (filter: Query) => Promise<number>;
  },
): Promise<AdminPage<Row>> {
  const [items, total] = await Promise.all([
    source.list(query, query.pageSize, (query.page - 1) * query.pageSize),
    source.count(query),
  ]);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/**
 * The list over a repository's rows; `describe` turns stored rows into what the
 * list shows where that needs more than their table (a lead's details in words).
 */
export function adminList<Query extends Paged, Row>(
  source: ListSource<AdminListFilter<Query>, Row>,
): AdminList<Query, Row>;
export function adminList<Query extends Paged, Stored, Row>(
  source: ListSource<AdminListFilter<Query>, Stored>,
  describe: (rows: Stored[]) => Promise<Row[]>,
): AdminList<Query, Row>;
export function adminList<Query extends Paged, Stored, Row>(
  source: ListSource<AdminListFilter<Query>, Stored>,
  describe?: (rows: Stored[]) => Promise<Row[]>,
): AdminList<Query, Row | Stored> {
  const rows = async (filter: AdminListFilter<Query>, limit: number, offset?: number) => {
    const stored = await source.list(filter, limit, offset);
    return describe ? describe(stored) : stored;
  };
  return {
    page: (query) =>
      listPage<Query, Row | Stored>(query, { list: rows, count: (filter) => source.count(filter) }),
    async *forExport(filter) {
      for await (const batch of source.batches(filter, exportBatchSize, adminExportMaxRows)) {
        yield describe ? await describe(batch) : batch;
      }
    },
  };
}
