import type { AdminOrganisationRow } from '@convoy/domain/contracts/admin-money.schema';
import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import { useState } from 'react';
import { adminCopy } from '../shell/admin-copy';
import { AdminList, listColumn, listFilter } from '../shell/components/admin-list';
import type { Column } from '../shell/components/data-table';
import { statusWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import { organisationCopy as copy } from './money-copy';
import { OrganisationDetail } from './organisation-detail';

const f = adminCopy.filters;

/** "Net 30 days" granted, or what was asked for. */
function termsNote(r: AdminOrganisationRow): string | null {
  if (r.termsStatus === 'approved' && r.netDays) return copy.netDays(r.netDays);
  if (r.requestedNetDays) return `${copy.requested} ${copy.netDays(r.requestedNetDays).toLowerCase()}`;
  return null;
}

/**
 * Organisations (decision 014): filtered by the day opened, kind, terms status or
 * a search, with the CSV export; a row opens the organisation's page, where
 * staff decide its terms and review its certificates.
 */
export function OrganisationsView() {
  const [open, setOpen] = useState<string | null>(null);

  const columns: Column<AdminOrganisationRow>[] = [
    {
      header: 'Organisation',
      cell: (r) => (
        <span>
          <button
            type="button"
            onClick={() => setOpen(r.code)}
            aria-label={copy.view(r.name)}
            className="text-left font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
          >
            {r.name}
          </button>
          <span className="block font-mono text-slate-500 text-xs">{r.code}</span>
        </span>
      ),
    },
    { header: 'Kind', cell: (r) => organisationKindLabels[r.kind] },
    {
      header: 'Billing contact',
      cell: (r) => (
        <span>
          {r.billingName}
          <span className="block text-slate-500 text-xs">{r.billingEmail}</span>
        </span>
      ),
    },
    { header: 'Place', cell: (r) => `${r.city}, ${r.region}` },
    {
      header: copy.terms,
      cell: (r) => (
        <span>
          <StatusBadge status={r.termsStatus} label={statusWords.terms[r.termsStatus]} />
          <span className="block text-slate-600 text-xs">{termsNote(r)}</span>
        </span>
      ),
    },
    {
      header: 'Certificates to review',
      cell: (r) => r.certificatesToReview,
      className: 'text-right tabular-nums',
    },
    listColumn.instant('Opened'),
  ];

  return (
    <AdminList
      view="organisations"
      list="organisations"
      filters={[
        ...listFilter.period(f.openedFrom, f.openedTo),
        listFilter.select('kind', f.kind, f.anyKind, organisationKindLabels),
        listFilter.select('terms', copy.terms, copy.anyTerms, statusWords.terms),
        listFilter.search(copy.searchHint),
      ]}
      columns={columns}
      rowKey={(r) => r.code}
    >
      {open ? <OrganisationDetail code={open} onClose={() => setOpen(null)} /> : null}
    </AdminList>
  );
}
