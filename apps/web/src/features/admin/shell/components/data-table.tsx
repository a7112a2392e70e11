import { type ReactNode, useEffect, useRef } from 'react';
import { errorSentence } from '../../../../lib/api-client';
import { adminCopy } from '../admin-copy';
import { Pagination } from './pagination';

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Right-aligned numbers, say. */
  className?: string;
}

const rowClass = 'border-slate-100 border-b align-top last:border-b-0 hover:bg-slate-50/60';
const currentClass =
  'border-slate-100 border-b align-top last:border-b-0 bg-amber-50 outline-2 outline-amber-500 -outline-offset-2';

/**
 * A list as a real table (headers, a caption for screen readers), scrolling
 * sideways on narrow screens rather than squeezing (the table takes the
 * keyboard's focus, so arrow keys scroll it), with its loading, error and empty states in words.
 * `current`: the key of a row a link pointed at (a search's result), marked
 * (`aria-current`) and scrolled into view once it is there.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  empty = adminCopy.table.empty,
  current,
}: {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string;
  loading: boolean;
  error?: unknown;
  empty?: string;
  current?: string | undefined;
}) {
  const currentRow = useRef<HTMLTableRowElement>(null);
  const shown = rows?.some((row) => rowKey(row) === current) ?? false;
  useEffect(() => {
    if (shown) currentRow.current?.scrollIntoView?.({ block: 'center' });
  }, [shown]);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table
        // Focusable, so a keyboard can scroll a table wider than a phone (WCAG 2.1.1), buttons in it or not.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the table is what the keyboard scrolls
        tabIndex={0}
        className="w-full border-collapse text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:ring-inset"
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {columns.map((c) => (
              <th
                key={c.header}
                scope="col"
                className={`whitespace-nowrap border-slate-200 border-b px-3 py-2.5 font-semibold text-slate-700 ${c.className ?? ''}`}
              >
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows?.map((row) => (
            <tr
              key={rowKey(row)}
              {...(rowKey(row) === current
                ? { ref: currentRow, 'aria-current': 'true' as const, className: currentClass }
                : { className: rowClass })}
            >
              {columns.map((c) => (
                <td key={c.header} className={`px-3 py-2.5 text-slate-800 ${c.className ?? ''}`}>
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {error ? (
        <p role="alert" className="px-3 py-6 text-center text-red-800">
          {errorSentence(error)}
        </p>
      ) : loading && !rows ? (
        <p className="px-3 py-6 text-center text-slate-600">{adminCopy.table.loading}</p>
      ) : rows && rows.length === 0 ? (
        <p className="px-3 py-6 text-center text-slate-600">{empty}</p>
      ) : null}
    </div>
  );
}

/**
 * A page of a back-office list (bookings, quotes, leads, e-mails): the table of
 * the current page from its query, then the page links once the total is known.
 */
export function PagedTable<T>({
  list,
  page,
  pageSize,
  onPage,
  ...table
}: {
  caption: string;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  list: { data?: { items: readonly T[]; total: number } | undefined; isPending: boolean; error: unknown };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  return (
    <>
      <DataTable {...table} rows={list.data?.items} loading={list.isPending} error={list.error} />
      {list.data ? (
        <Pagination page={page} pageSize={pageSize} total={list.data.total} onPage={onPage} />
      ) : null}
    </>
  );
}
