import type { CitationImportResult, CitationItem } from '@convoy/domain/contracts/citation.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { type Column, DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { type Said, StatusLine } from '../shell/components/status-line';
import { citationsApi } from './api/citations-api';
import { CitationActions } from './citation-actions';
import { ImportForm, SourceForm } from './citation-forms';
import { citationsCopy as copy } from './citations-copy';

const sourcesKey = ['admin', 'citations', 'sources'] as const;
const itemsKey = ['admin', 'citations', 'items'] as const;

/** What the last import did: the counts in words, and the rows that could not be read. */
function ImportReport({ result }: { result: CitationImportResult }) {
  const invalid = result.rows.filter((r) => r.outcome === 'invalid');
  return (
    <div className="space-y-3">
      <p className="font-semibold text-slate-900">{copy.import.result(result.counts)}</p>
      {invalid.length > 0 ? (
        <DataTable
          caption={copy.import.invalidCaption}
          rows={invalid}
          rowKey={(r) => String(r.row)}
          loading={false}
          columns={[
            { header: copy.import.row, cell: (r) => r.row },
            { header: copy.import.field, cell: (r) => (r.field ? (copy.fields[r.field] ?? r.field) : '') },
            { header: copy.import.problem, cell: (r) => r.message },
          ]}
        />
      ) : null}
    </div>
  );
}

/**
 * Tolls and citations (decision 037): the sources and their columns, a file
 * imported, the notices no booking matched (assign or dismiss), and those
 * charged (dispute, transfer liability with its nomination letter).
 */
export function CitationsView() {
  const may = useStaffAccess('money');
  const client = useQueryClient();
  const sources = useQuery({ queryKey: sourcesKey, queryFn: citationsApi.sources });
  const items = useQuery({ queryKey: itemsKey, queryFn: () => citationsApi.items() });
  const [report, setReport] = useState<CitationImportResult | null>(null);
  const [said, setSaid] = useState<Said | null>(null);
  const take = (changed: CitationItem, what: Said) => {
    client.setQueryData<{ items: CitationItem[] }>(itemsKey, (list) => ({
      items: (list?.items ?? []).map((i) => (i.id === changed.id ? changed : i)),
    }));
    setSaid(what);
  };
  const columns: Column<CitationItem>[] = [
    {
      header: copy.items.notice,
      cell: (i) => (
        <span>
          <span className="font-semibold">{i.reference}</span>{' '}
          <span className="text-slate-600">
            {copy.kinds[i.kind]}, {i.agency}
          </span>
        </span>
      ),
    },
    {
      header: copy.items.when,
      cell: (i) => <span className="whitespace-nowrap">{formatInstantShort(i.at)}</span>,
    },
    { header: copy.items.plate, cell: (i) => [i.plate, i.plateState].filter(Boolean).join(', ') },
    { header: copy.items.amount, cell: (i) => copy.money(i.amountCents), className: 'text-right' },
  ];
  const actions: Column<CitationItem>[] = may.change
    ? [{ header: copy.items.actions, cell: (i) => <CitationActions item={i} onDone={take} /> }]
    : [];
  const all = items.data?.items;
  return (
    <section aria-labelledby="citations-heading" className="space-y-8">
      <div>
        <h2 id="citations-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.citations}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <StatusLine said={said} />
      {may.change ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <div className="min-w-0 space-y-4">
            <ImportForm
              sources={sources.data?.sources ?? []}
              onImported={(result) => {
                setReport(result);
                void client.invalidateQueries({ queryKey: itemsKey });
              }}
            />
            {report ? <ImportReport result={report} /> : null}
          </div>
          <SourceForm
            onAdded={(source) =>
              client.setQueryData(sourcesKey, { sources: [...(sources.data?.sources ?? []), source] })
            }
          />
        </div>
      ) : null}
      <section aria-labelledby="citations-queue" className="space-y-3">
        <h3 id="citations-queue" className="font-bold text-lg text-slate-900">
          {copy.queue.title}
        </h3>
        <DataTable
          caption={copy.queue.caption}
          rows={all?.filter((i) => i.status === 'queued')}
          rowKey={(i) => i.id}
          loading={items.isPending}
          error={items.error}
          empty={copy.queue.empty}
          columns={[...columns, ...actions]}
        />
      </section>
      <section aria-labelledby="citations-items" className="space-y-3">
        <h3 id="citations-items" className="font-bold text-lg text-slate-900">
          {copy.items.title}
        </h3>
        <DataTable
          caption={copy.items.caption}
          rows={all?.filter((i) => i.status !== 'queued')}
          rowKey={(i) => i.id}
          loading={items.isPending}
          error={items.error}
          empty={copy.items.empty}
          columns={[
            ...columns,
            { header: copy.items.fee, cell: (i) => copy.money(i.adminFeeCents), className: 'text-right' },
            { header: copy.items.booking, cell: (i) => i.reservationCode ?? copy.items.none },
            { header: copy.items.status, cell: (i) => copy.statuses[i.status] },
            ...actions,
          ]}
        />
      </section>
      <section aria-labelledby="citations-sources" className="space-y-3">
        <h3 id="citations-sources" className="font-bold text-lg text-slate-900">
          {copy.sources.title}
        </h3>
        <DataTable
          caption={copy.sources.caption}
          rows={sources.data?.sources}
          rowKey={(s) => s.id}
          loading={sources.isPending}
          error={sources.error}
          empty={copy.sources.empty}
          columns={[
            { header: copy.sources.name, cell: (s) => s.name },
            { header: copy.sources.agency, cell: (s) => s.agency },
            { header: copy.sources.kind, cell: (s) => copy.kinds[s.kind] },
            { header: copy.sources.timezone, cell: (s) => copy.sources.zones[s.timezone] ?? s.timezone },
            {
              header: copy.sources.columns,
              cell: (s) =>
                Object.entries(s.columns)
                  .map(([field, header]) => `${copy.fields[field] ?? field}: ${header}`)
                  .join(', '),
            },
          ]}
        />
      </section>
    </section>
  );
}
