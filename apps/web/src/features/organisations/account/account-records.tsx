import type { OrganisationAccount } from '@convoy/domain/contracts/organisation-account.schema';
import { type ReactNode, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { errorSentence } from '../../../lib/api-client';
import { formatDate, formatMoney } from '../../../lib/format';
import type { RememberedOrganisation } from '../../../lib/organisation-account';
import { saveFile } from '../../../lib/save-file';
import { invoicePdf } from '../api/account-api';
import copy from '../copy/account.messages';
import { AccountSection, RecordList } from './account-section';

/** A booking's status in words (account.messages.ts). */
const bookingStatus: Record<OrganisationAccount['reservations'][number]['status'], () => string> = {
  pending_payment: copy.bookingPendingPayment,
  confirmed: copy.bookingConfirmed,
  cancelled: copy.bookingCanceled,
  expired: copy.bookingReleased,
};

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-slate-600">{label}:</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/** The organization's bookings, newest first as the API lists them, each one a link to manage it. */
export function BookingsList({ account }: { account: OrganisationAccount }) {
  return (
    <AccountSection id="bookings" heading={copy.bookingsHeading()}>
      <RecordList items={account.reservations} empty={copy.noBookings()} keyOf={(r) => r.code}>
        {(r) => (
          <dl className="space-y-1 text-sm">
            <Fact label={copy.bookingCode()}>
              <Link
                to={`/manage?code=${encodeURIComponent(r.code)}`}
                aria-label={copy.manageBooking({ code: r.code })}
                className="font-mono font-semibold text-brand-800 underline underline-offset-2"
              >
                {r.code}
              </Link>
            </Fact>
            <Fact label={copy.vehicles()}>{r.vehicleName}</Fact>
            <Fact label={copy.dates()}>
              {formatDate(r.pickupDate)} – {formatDate(r.returnDate)}
            </Fact>
            <Fact label={copy.status()}>{bookingStatus[r.status]()}</Fact>
            <Fact label={copy.total()}>{formatMoney(r.totalCents)}</Fact>
            {r.poNumber ? <Fact label={copy.po()}>{r.poNumber}</Fact> : null}
          </dl>
        )}
      </RecordList>
    </AccountSection>
  );
}

/**
 * The organization's invoices, each with its PDF: fetched with the account's
 * key in the Authorization header (a link could not carry it), then saved.
 */
export function InvoicesList({
  account,
  credentials,
}: {
  account: OrganisationAccount;
  credentials: RememberedOrganisation;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const download = async (number: string) => {
    if (busy) return;
    setBusy(number);
    setFailure(null);
    try {
      saveFile(await invoicePdf(credentials, number), `${number}.pdf`);
    } catch (error) {
      setFailure(errorSentence(error));
    } finally {
      setBusy(null);
    }
  };
  return (
    <AccountSection id="invoices" heading={copy.invoicesHeading()}>
      {failure ? (
        <p role="alert" className="font-semibold text-red-800">
          {failure}
        </p>
      ) : null}
      <RecordList items={account.invoices} empty={copy.noInvoices()} keyOf={(i) => i.number}>
        {(i) => (
          <>
            <dl className="space-y-1 text-sm">
              <Fact label={copy.invoice()}>{i.number}</Fact>
              <Fact label={copy.invoiceBooking()}>{i.reservationCode}</Fact>
              <Fact label={copy.status()}>{copy.invoiceStatus({ status: i.status })}</Fact>
              <Fact label={copy.due()}>{formatDate(i.dueOn, 'long')}</Fact>
              <Fact label={copy.total()}>{formatMoney(i.totalCents)}</Fact>
              <Fact label={copy.balance()}>{formatMoney(i.balanceDueCents)}</Fact>
              {i.poNumber ? <Fact label={copy.po()}>{i.poNumber}</Fact> : null}
            </dl>
            <button
              type="button"
              aria-disabled={busy === i.number || undefined}
              onClick={() => void download(i.number)}
              className={buttonClass.secondary}
            >
              {busy === i.number ? copy.downloading() : copy.download({ number: i.number })}
            </button>
          </>
        )}
      </RecordList>
    </AccountSection>
  );
}
