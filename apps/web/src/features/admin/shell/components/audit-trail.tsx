import type { CustomerRecord } from '@convoy/domain/contracts/customer.schema';
import { DataTable } from './data-table';
import { formatInstantShort } from './format';

type Entry = CustomerRecord['audit'][number];

/** A record's audit trail (decision 043): when, who and what, newest first, as a person's and an organisation's page show it. */
export function AuditTrail({ id, title, entries }: { id: string; title: string; entries: Entry[] }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h3>
      <DataTable
        caption={title}
        loading={false}
        rows={entries}
        rowKey={(a) => `${a.at}-${a.summary}`}
        columns={[
          { header: 'When', cell: (a) => formatInstantShort(a.at) },
          { header: 'Who', cell: (a) => a.actor },
          { header: 'What', cell: (a) => a.action },
        ]}
      />
    </section>
  );
}
