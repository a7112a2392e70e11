import type { AdminOrganisationDetail } from '@convoy/domain/contracts/admin-money.schema';
import { organisationKindLabels } from '@convoy/domain/contracts/organisation.schema';
import type { OrganisationBooking } from '@convoy/domain/contracts/organisation-account.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorSentence } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { AdminDialog } from '../shell/components/admin-dialog';
import { listColumn } from '../shell/components/admin-list';
import { CalendarFeedPanel } from '../shell/components/calendar-feed-panel';
import { type Column, DataTable } from '../shell/components/data-table';
import { DetailRow } from '../shell/components/detail-row';
import { formatInstantShort } from '../shell/components/format';
import { BookingLink, InvoiceTable, PaymentTable } from '../shell/components/money-tables';
import { formWords } from '../shell/components/money-words';
import { StatusBadge } from '../shell/components/status-badge';
import { type Said, StatusLine } from '../shell/components/status-line';
import { moneyApi } from './api/money-api';
import { CertificatesSection } from './certificate-review';
import { organisationCopy as copy } from './money-copy';
import { KeySection } from './organisation-key';
import { OrganisationRecordSection } from './organisation-record';
import { TermsSection } from './organisation-terms';

const bookingColumns: Column<OrganisationBooking>[] = [
  { header: 'Booking', cell: (b) => <BookingLink code={b.code} /> },
  { header: 'Status', cell: (b) => <StatusBadge status={b.status} /> },
  { header: 'Vehicles', cell: (b) => b.vehicleName },
  {
    header: 'Pickup',
    cell: (b) => (
      <span className="whitespace-nowrap">
        {formatDate(b.pickupDate)}
        <span className="block text-slate-500 text-xs">to {formatDate(b.returnDate)}</span>
      </span>
    ),
  },
  listColumn.money('Total', (b) => b.totalCents),
  { header: 'PO', cell: (b) => b.poNumber ?? formWords.none },
];

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`organisation-${id}-heading`} className="space-y-2">
      <h3 id={`organisation-${id}-heading`} className="font-semibold text-lg text-slate-900">
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Who the organisation is, where it is billed, and what its open invoices still ask for. */
function Facts({ detail }: { detail: AdminOrganisationDetail }) {
  const o = detail.organisation;
  const a = o.address;
  return (
    <Part id="details" title={copy.details}>
      <dl className="divide-y divide-slate-100 text-sm">
        <DetailRow label={copy.code}>
          <span className="font-mono">{o.code}</span>
        </DetailRow>
        <DetailRow label={copy.kind}>{organisationKindLabels[o.kind]}</DetailRow>
        <DetailRow label={copy.billing}>
          {o.billingContact.name}
          <span className="block text-slate-600">
            <a className="underline" href={`mailto:${o.billingContact.email}`}>
              {o.billingContact.email}
            </a>{' '}
            · {o.billingContact.phone}
          </span>
        </DetailRow>
        <DetailRow label={copy.address}>
          {a.line1}
          {a.line2 ? <span className="block">{a.line2}</span> : null}
          <span className="block">{`${a.city}, ${a.region} ${a.postalCode}`}</span>
        </DetailRow>
        <DetailRow label={copy.opened}>{formatInstantShort(o.createdAt)}</DetailRow>
        <DetailRow label={copy.balance}>
          <span className="font-semibold tabular-nums">{formatMoney(detail.balanceCents)}</span>
          <span className="block text-slate-500 text-xs">{copy.balanceNote}</span>
        </DetailRow>
      </dl>
    </Part>
  );
}

function Sections({
  detail,
  update,
  say,
}: {
  detail: AdminOrganisationDetail;
  update: (detail: AdminOrganisationDetail) => void;
  say: (said: Said) => void;
}) {
  const mayChange = useStaffAccess('money').change;
  const decision = {
    detail,
    say,
    onDecided: (answer: AdminOrganisationDetail, said: Said) => {
      update(answer);
      say(said);
    },
  };
  return (
    <div className="mt-4 space-y-8">
      <div className="grid gap-6 md:grid-cols-2">
        <Facts detail={detail} />
        <TermsSection {...decision} />
      </div>
      <KeySection {...decision} />
      <Part id="calendar" title={copy.calendarFeed}>
        <p className="text-slate-700 text-sm">{copy.calendarFeedLead}</p>
        <CalendarFeedPanel
          owner={{ scope: 'organisations', key: detail.organisation.code }}
          label={detail.organisation.name}
          change={mayChange}
        />
      </Part>
      <CertificatesSection
        certificates={detail.organisation.certificates}
        onReviewed={(certificate, said) => {
          const certificates = detail.organisation.certificates.map((c) =>
            c.id === certificate.id ? certificate : c,
          );
          update({ ...detail, organisation: { ...detail.organisation, certificates } });
          say(said);
        }}
      />
      <Part id="bookings" title={copy.bookings}>
        <DataTable
          caption={copy.bookings}
          columns={bookingColumns}
          rows={detail.reservations}
          rowKey={(b) => b.code}
          loading={false}
          empty={copy.noBookings}
        />
      </Part>
      <Part id="invoices" title={copy.invoices}>
        <InvoiceTable caption={copy.invoices} rows={detail.invoices} empty={copy.noInvoices} byBooking />
      </Part>
      <Part id="payments" title={copy.payments}>
        <PaymentTable caption={copy.payments} rows={detail.payments} empty={copy.noPayments} byBooking />
      </Part>
      <OrganisationRecordSection code={detail.organisation.code} />
    </div>
  );
}

/**
 * One organisation in a dialog (decision 014): its details and billing, its
 * invoice terms with the form that approves or declines them, its access key
 * and a new one sent to its billing contact, its
 * certificates with their files and reviews, its bookings, invoices and
 * payments, its open balance, and staff's notes and its audit trail (decision 043).
 */
export function OrganisationDetail({ code, onClose }: { code: string; onClose: () => void }) {
  const client = useQueryClient();
  const queryKey = ['admin', 'organisation', code];
  const detail = useQuery({ queryKey, queryFn: () => moneyApi.organisation(code) });
  const [said, setSaid] = useState<Said | null>(null);
  const update = (answer: AdminOrganisationDetail) => {
    client.setQueryData(queryKey, answer);
    // The list shows the terms and the certificates to review.
    void client.invalidateQueries({ queryKey: ['admin', 'organisations'] });
  };
  const name = detail.data?.organisation.name;
  return (
    <AdminDialog
      title={name ?? code}
      description={name ? `${name}, organisation ${code}` : `Organisation ${code}`}
      onClose={onClose}
    >
      <StatusLine said={said} />
      {detail.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {errorSentence(detail.error)}
        </p>
      ) : detail.data ? (
        <Sections detail={detail.data} update={update} say={setSaid} />
      ) : (
        <p className="mt-4 text-slate-600">{copy.loading}</p>
      )}
    </AdminDialog>
  );
}
