import type { SourceMediumCampaign } from '@convoy/domain/contracts/admin-lists.schema';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../../lib/format';
import { adminCopy } from '../admin-copy';
import {
  type AdminListName,
  type AdminListPage,
  type AdminListRows,
  adminApi,
  exportUrl,
} from '../api/admin-api';
import { type Column, PagedTable } from './data-table';
import { ExportLink } from './export-link';
import { FilterBar, type FilterField } from './filter-bar';
import { formatInstantShort } from './format';
import { SourceCell } from './source-cell';
import { useViewParams } from './use-view-params';

const pageSize = 25;

/**
 * A back-office list (bookings, quotes, leads, organisations, invoices,
 * payments): its heading, the filter bar with the CSV export of the filtered
 * list, and the table of the current page. The filters and the page live in
 * the URL (use-view-params.ts); `lead` goes before the filters (what the page
 * answers beside its rows, a status line), `children` after the table (a
 * dialog the rows open).
 */
export function AdminList<List extends AdminListName>({
  view,
  list,
  filters,
  columns,
  rowKey,
  lead,
  children,
}: {
  /** The view it is in the dashboard: its heading. */
  view: keyof typeof adminCopy.views;
  /** Its API: /api/admin/<list> and /api/admin/<list>/export.csv. */
  list: List;
  filters: readonly FilterField[];
  columns: readonly Column<AdminListRows[List]>[];
  rowKey: (row: AdminListRows[List]) => string;
  lead?: (page: AdminListPage<List> | undefined) => ReactNode;
  children?: ReactNode;
}) {
  const { values, page, apply, clear, setPage } = useViewParams(filters.map((f) => f.name));
  const params = { ...values, page, pageSize };
  const rows = useQuery({
    queryKey: ['admin', list, params],
    queryFn: () => adminApi.list(list, params),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const title = adminCopy.views[view];
  return (
    <section aria-labelledby={`${view}-heading`} className="space-y-4">
      <h2 id={`${view}-heading`} className="font-bold text-slate-900 text-xl">
        {title}
      </h2>
      {lead?.(rows.data)}
      <FilterBar
        fields={filters}
        values={values}
        onApply={apply}
        onClear={clear}
        actions={<ExportLink href={exportUrl(list, values)} />}
      />
      <PagedTable
        caption={title}
        columns={columns}
        rowKey={rowKey}
        list={rows}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
      {children}
    </section>
  );
}

/** What a change of money moves besides its row: the lists, a booking's and an organisation's page. */
const moneyQueries = ['organisations', 'organisation', 'invoices', 'payments', 'reservation'];

/**
 * Puts a row an action answered (a bank transfer recorded, a refund made)
 * into every cached page of its list at once, then reloads what the action
 * may have moved (the aged receivables, the booking, the organisation).
 */
export function useAnsweredRow<List extends AdminListName>(
  list: List,
  key: (row: AdminListRows[List]) => string,
): (row: AdminListRows[List]) => void {
  const client = useQueryClient();
  return (row) => {
    client.setQueriesData<AdminListPage<List>>({ queryKey: ['admin', list] }, (page) =>
      page ? { ...page, items: page.items.map((r) => (key(r) === key(row) ? row : r)) } : page,
    );
    for (const name of moneyQueries) void client.invalidateQueries({ queryKey: ['admin', name] });
  };
}

/** The filters most lists share. */
export const listFilter = {
  /** The two dates of a list's period, labelled for what they bound ("Pickup from", "Received from"). */
  period: (fromLabel: string, toLabel: string): FilterField[] => [
    { name: 'from', label: fromLabel, type: 'date' },
    { name: 'to', label: toLabel, type: 'date' },
  ],
  /** The location select: "All locations", then each (use-location-options.ts). */
  location: (options: FilterField['options']): FilterField => ({
    name: 'locationId',
    label: adminCopy.filters.location,
    type: 'select',
    options,
  }),
  /** A select of one of the list's filters: "any" first, then each value in words. */
  select: (
    name: string,
    label: string,
    any: string,
    labels: Readonly<Record<string, string>>,
  ): FilterField => ({
    name,
    label,
    type: 'select',
    options: [
      { value: '', label: any },
      ...Object.entries(labels).map(([value, text]) => ({ value, label: text })),
    ],
  }),
  /** The search box, its hint saying what it looks in. */
  search: (hint: string): FilterField => ({
    name: 'q',
    label: adminCopy.filters.search,
    type: 'search',
    hint,
  }),
};

type Attributed = { firstTouch: SourceMediumCampaign; lastNonDirect: SourceMediumCampaign };
type Contact = { name: string; organisation: string | null; email: string; phone: string | null };

/** The columns most lists share. */
export const listColumn = {
  /** An instant of the row (`createdAt`), short, on one line: "Received", "Booked", "Created". */
  instant: <Row extends { createdAt: string }>(header: string): Column<Row> => ({
    header,
    cell: (r) => <span className="whitespace-nowrap">{formatInstantShort(r.createdAt)}</span>,
  }),
  /** An amount of the row in dollars, right-aligned: "Total", "Balance". */
  money: <Row,>(header: string, cents: (row: Row) => number): Column<Row> => ({
    header,
    cell: (r) => formatMoney(cents(r)),
    className: 'whitespace-nowrap text-right tabular-nums',
  }),
  /** The campaign that brought the row: its last non-direct and first-touch source / medium / campaign. */
  source: <Row extends Attributed>(): Column<Row> => ({
    header: 'Source / medium / campaign',
    cell: (r) => <SourceCell first={r.firstTouch} last={r.lastNonDirect} />,
  }),
  /** Who wrote: name, organisation, then the e-mail address as a link and the phone. */
  contact: <Row extends Contact>(): Column<Row> => ({
    header: 'Contact',
    cell: (r) => (
      <span>
        {r.name}
        {r.organisation ? <span className="text-slate-600">, {r.organisation}</span> : null}
        <span className="block text-slate-500 text-xs">
          <a className="underline" href={`mailto:${r.email}`}>
            {r.email}
          </a>
          {r.phone ? ` · ${r.phone}` : ''}
        </span>
      </span>
    ),
  }),
};
