import type { AdminText } from '@convoy/domain/contracts/admin-outbox.schema';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { listColumn } from '../shell/components/admin-list';
import { type Column, PagedTable } from '../shell/components/data-table';
import { reportsApi } from './api/reports-api';
import { deliveryColumns, MessageCell } from './delivery-columns';
import { reportsCopy } from './reports-copy';

const pageSize = 25;
const copy = reportsCopy.texts;

const columns: Column<AdminText>[] = [
  listColumn.instant('Created'),
  {
    header: 'Text',
    cell: (m) => (
      <MessageCell
        title={copy.kinds[m.kind as keyof typeof copy.kinds] ?? m.kind}
        to={m.to ?? copy.noNumber}
        reference={m.reference}
      />
    ),
  },
  ...deliveryColumns<AdminText>(),
];

/**
 * The text messages beside the e-mails (decision 022): sent, on their way,
 * retrying, failed, or stopped by a STOP; each number masked, since the
 * outbox erases it once a text has gone.
 */
export function TextsTable() {
  const [page, setPage] = useState(1);
  const params = { page, pageSize };
  const list = useQuery({
    queryKey: ['admin', 'outbox', 'texts', params],
    queryFn: () => reportsApi.texts(params),
    placeholderData: keepPreviousData,
    staleTime: 5_000,
  });
  return (
    <section aria-labelledby="texts-heading" className="space-y-4">
      <h3 id="texts-heading" className="font-bold text-lg text-slate-900">
        {copy.heading}
      </h3>
      <PagedTable
        caption={copy.heading}
        columns={columns}
        rowKey={(m) => m.id}
        list={list}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
      />
    </section>
  );
}
