import type { CustomerRecord } from '@convoy/domain/contracts/customer.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { AuditTrail } from '../shell/components/audit-trail';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { StaffNotes } from '../shell/components/staff-notes';
import { customersApi } from './api/customers-api';
import { EraseForm, MergeForm } from './customer-forms';
import { customersCopy as copy, inWords } from './customers-copy';

const recordKey = (key: string) => ['admin', 'customer', key] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-lg text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Record({ r }: { r: CustomerRecord }) {
  const client = useQueryClient();
  const may = useStaffAccess('customers').change;
  const personalData = useStaffAccess('personal-data').change;
  const refresh = () => client.invalidateQueries({ queryKey: recordKey(r.key) });
  const separate = useMutation({
    mutationFn: (from: string) => customersApi.separate(r.key, from),
    onSuccess: () => {
      toast.success(copy.separated);
      void refresh();
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  const none = <p className="text-slate-600 text-sm">{copy.none}</p>;
  return (
    <div className="mt-6 space-y-8">
      <h2 className="font-bold text-2xl text-slate-900">{copy.title(r.name)}</h2>
      {r.mergedInto ? (
        <p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">
          {copy.mergedInto}{' '}
          <Link className="underline" to={`/admin?view=customer&key=${encodeURIComponent(r.mergedInto)}`}>
            {copy.openMerged}
          </Link>
        </p>
      ) : null}
      <Section id="customer-summary" title={copy.summary}>
        <dl className="grid gap-2 text-sm sm:grid-cols-2">
          <div>
            <dt className="font-medium text-slate-700">{copy.emails}</dt>
            <dd>
              <ul>
                {r.emails.map((email) => (
                  <li key={email}>
                    {email}
                    {r.merged.some((m) => m.email === email) && may ? (
                      <button
                        type="button"
                        className="ml-2 text-brand-700 underline"
                        aria-label={copy.separateLabel(email)}
                        onClick={() => separate.mutate(r.merged.find((m) => m.email === email)!.key)}
                      >
                        {copy.separate}
                      </button>
                    ) : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{copy.phones}</dt>
            <dd>{r.phones.length ? r.phones.join(', ') : copy.none}</dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{copy.invoices}</dt>
            <dd>{copy.balance(formatMoney(r.balanceCents))}</dd>
          </div>
        </dl>
      </Section>
      <StaffNotes
        id="customer-notes"
        notes={r.notes}
        may={may}
        calls={{ add: (note) => customersApi.addNote(r.key, note), pin: customersApi.pin }}
        onNotes={(notes) =>
          client.setQueryData<CustomerRecord>(recordKey(r.key), (old) => old && { ...old, notes })
        }
      />
      <Section id="customer-bookings" title={copy.bookings}>
        <DataTable
          caption={copy.bookings}
          loading={false}
          rows={r.bookings}
          rowKey={(b) => b.code}
          columns={[
            {
              header: 'Booking',
              cell: (b) => (
                <Link className="underline" to={`/admin?view=bookings&booking=${encodeURIComponent(b.code)}`}>
                  {b.code}
                </Link>
              ),
            },
            { header: 'Status', cell: (b) => inWords(copy.status, b.status) },
            { header: 'Vehicle', cell: (b) => b.vehicleName },
            { header: 'Pickup', cell: (b) => formatInstantShort(b.pickupAt) },
            { header: 'Return', cell: (b) => formatInstantShort(b.returnAt) },
            { header: 'Total', cell: (b) => (b.totalCents === null ? '' : formatMoney(b.totalCents)) },
          ]}
        />
      </Section>
      <Section id="customer-invoices" title={copy.invoices}>
        <DataTable
          caption={copy.invoices}
          loading={false}
          rows={r.invoices}
          rowKey={(i) => i.number}
          columns={[
            { header: 'Invoice', cell: (i) => i.number },
            { header: 'Booking', cell: (i) => i.reservationCode },
            { header: 'Status', cell: (i) => inWords(copy.status, i.status) },
            { header: 'Issued', cell: (i) => i.issuedOn },
            { header: 'Due', cell: (i) => i.dueOn },
            { header: 'Total', cell: (i) => formatMoney(i.totalCents) },
          ]}
        />
      </Section>
      <Section id="customer-quotes" title={copy.quotes}>
        {r.quotes.length ? (
          <ul className="text-sm">
            {r.quotes.map((q) => (
              <li
                key={q.code}
              >{`${q.code}: ${inWords(copy.quoteStatus, q.status)}, pickup ${q.pickupDate}`}</li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section id="customer-leads" title={copy.leads}>
        {r.leads.length ? (
          <ul className="text-sm">
            {r.leads.map((l) => (
              <li key={`${l.kind}-${l.createdAt}`}>
                {`${inWords(copy.leadKinds, l.kind)}${l.subject ? `: ${l.subject}` : ''}, ${formatInstantShort(l.createdAt)}`}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section id="customer-drivers" title={copy.drivers}>
        {r.drivers.length ? (
          <ul className="text-sm">
            {r.drivers.map((d) => (
              <li key={`${d.reservationCode}-${d.name}`}>{`${d.name} (${d.reservationCode})`}</li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <Section id="customer-certificates" title={copy.certificates}>
        {r.certificates.length ? (
          <ul className="text-sm">
            {r.certificates.map((c) => (
              <li key={`${c.reservationCode}-${c.insurer}-${c.validTo}`}>
                {`${c.insurer}, ${inWords(copy.certificateStatus, c.status)}, valid to ${c.validTo} (${c.reservationCode})`}
              </li>
            ))}
          </ul>
        ) : (
          none
        )}
      </Section>
      <AuditTrail id="customer-audit" title={copy.audit} entries={r.audit} />
      {may && !r.mergedInto ? <MergeForm customerKey={r.key} onMerged={() => void refresh()} /> : null}
      {personalData ? (
        <Section id="customer-personal-data" title={copy.personalData}>
          <a className={buttonClass.secondary} href={customersApi.exportHref(r.key)} download>
            {copy.exportData}
          </a>
          <EraseForm customerKey={r.key} onErased={() => void refresh()} />
        </Section>
      ) : null}
    </div>
  );
}

/**
 * A customer's record (decision 043, `/admin?view=customer&key=…`): who they are, their bookings, invoices and
 * balance, quotes, enquiries, drivers, certificates, staff's notes (add, pin), the audit trail, and for managers
 * and owners the export and erasure of their data. Opened from a booking's "Customer record".
 */
export function CustomerView() {
  const [search] = useSearchParams();
  const key = search.get('key');
  const record = useQuery({
    queryKey: recordKey(key ?? ''),
    queryFn: () => customersApi.record(key!),
    enabled: Boolean(key),
  });
  if (!key) return <p className="mt-6 text-slate-700">{copy.missingKey}</p>;
  if (record.error)
    return (
      <p role="alert" className="mt-6 text-red-800">
        {errorSentence(record.error)}
      </p>
    );
  return record.data ? (
    <Record r={record.data} />
  ) : (
    <p className="mt-6 text-slate-600">{adminCopy.table.loading}</p>
  );
}
