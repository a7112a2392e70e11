import { localeNames } from '@convoy/domain/content/locale';
import type { AdminReservationDetail } from '@convoy/domain/contracts/admin-lists.schema';
import type { AttributionRecord } from '@convoy/domain/contracts/attribution.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { PricedTripLines } from '../../../components/price/priced-trip-lines';
import { errorSentence } from '../../../lib/api-client';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { AdminDialog } from '../shell/components/admin-dialog';
import { DetailRow as Row } from '../shell/components/detail-row';
import { formatInstantShort } from '../shell/components/format';
import { StatusBadge } from '../shell/components/status-badge';
import { bookingsApi } from './api/bookings-api';
import { BookingChange } from './booking-change';
import { BookingCustomer } from './booking-customer';
import { BookingDrivers } from './booking-drivers';
import { BookingFeeFloor } from './booking-fee-floor';
import { BookingPayment } from './booking-payment';
import { BookingReview } from './booking-review';
import { BookingVehicles } from './booking-vehicles';
import { bookingsCopy } from './bookings-copy';

const copy = bookingsCopy.booking;

function Touch({ label, record }: { label: string; record: AttributionRecord | undefined }) {
  if (!record) return null;
  const campaign = [record.utm_source, record.utm_medium, record.utm_campaign].filter(Boolean).join(' / ');
  return (
    <Row label={label}>
      <span className="block">{campaign || 'No campaign'}</span>
      <span className="block break-all text-slate-500 text-xs">
        {record.referrer === 'direct' ? 'Direct visit' : `From ${record.referrer}`}
        {record.landing_page_url ? ` → ${record.landing_page_url}` : ''}
      </span>
    </Row>
  );
}

function Details({ r }: { r: AdminReservationDetail }) {
  const p = r.pricingBreakdown;
  return (
    <div className="mt-4 grid gap-6 md:grid-cols-2">
      <dl className="divide-y divide-slate-100 text-sm">
        <Row label="Status">
          <StatusBadge status={r.status} />
          {r.cancelledAt ? (
            <span className="ml-2 text-slate-600">{formatInstantShort(r.cancelledAt)}</span>
          ) : null}
        </Row>
        <Row label="Renter">
          {r.renterName} (age {r.renterAge})
          <span className="block text-slate-600">
            <a className="underline" href={`mailto:${r.email}`}>
              {r.email}
            </a>{' '}
            · {r.phone}
          </span>
        </Row>
        <Row label={r.lines.length > 1 ? 'Vehicles' : 'Vehicle'}>
          <ul>
            {r.lines.map((l) => (
              <li key={l.vehicleId}>{`${l.quantity} × ${l.vehicleName}`}</li>
            ))}
          </ul>
        </Row>
        <Row label="Pickup">{`${formatDateTime(r.pickupDate, r.pickupTime)}, ${r.locationName}`}</Row>
        <Row label="Return">{formatDateTime(r.returnDate, r.returnTime)}</Row>
        {r.rentalPurpose ? <Row label="Purpose">{r.rentalPurpose}</Row> : null}
        {/* The back office stays English (decision 048); the renter's e-mails and documents are in theirs. */}
        <Row label="Language">{localeNames[r.locale]}</Row>
        <Row label="Extras">
          {r.extras.length > 0 ? r.extras.map((e) => `${e.quantity} × ${e.id}`).join(', ') : 'None'}
        </Row>
        <Row label="Protection">
          {r.protectionDeclined
            ? `Declined. Own cover: ${r.ownCoverStatement ?? 'certificate of insurance (Money: Insurance)'}`
            : r.protection.length > 0
              ? r.protection.join(', ')
              : 'Not chosen yet: ask at pickup'}
        </Row>
        {r.cancellationFeeCents !== null ? (
          <Row label={copy.cancellationFee}>{formatMoney(r.cancellationFeeCents)}</Row>
        ) : null}
        <BookingFeeFloor r={r} />
        {r.promoCode ? <Row label="Promo code">{r.promoCode}</Row> : null}
        {r.estimatedMiles !== null ? (
          <Row label="Estimated distance">{`${r.estimatedMiles} miles`}</Row>
        ) : null}
        <Row label="Booked">{formatInstantShort(r.createdAt)}</Row>
      </dl>
      <div className="space-y-4 text-sm">
        <BookingDrivers code={r.code} masked={r.drivers} />
        <section aria-labelledby="booking-price-heading">
          <h3 id="booking-price-heading" className="font-semibold text-slate-900">
            {copy.price}
          </h3>
          <p className="text-slate-600 text-xs">
            {p.rentalType === 'monthly'
              ? `${p.rentalMonths} months at ${formatMoney(p.monthlyRateCents)}`
              : `${p.displayDays} days · ${formatMoney(p.effectiveDailyRateCents)} a day on average for the vehicles`}
            . As stored at booking.
          </p>
          <div className="mt-2">
            <PricedTripLines pricing={p} />
          </div>
        </section>
        <div>
          <h3 className="font-semibold text-slate-900">{copy.attribution}</h3>
          {r.attribution ? (
            <dl className="divide-y divide-slate-100">
              <Touch label={adminCopy.table.lastNonDirect} record={r.attribution.lastNonDirect} />
              <Touch label={adminCopy.table.firstTouch} record={r.attribution.firstTouch} />
            </dl>
          ) : (
            // Not inside the <dl>: a definition list holds only its terms and definitions (axe definition-list).
            <p className="py-1.5 text-slate-600">Not recorded.</p>
          )}
        </div>
        <div>
          <h3 className="font-semibold text-slate-900">{copy.emails}</h3>
          <ul className="mt-1 space-y-1">
            {r.emails.map((m) => (
              <li key={m.id} className="flex items-start justify-between gap-2">
                <span>
                  {m.subject}
                  <span className="block text-slate-500 text-xs">to {m.to}</span>
                </span>
                <StatusBadge status={m.status} />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}

/** One booking in a dialog, with the cancel button (through the engine: the renter is e-mailed). */
export function BookingDetail({ code, onClose }: { code: string; onClose: () => void }) {
  const client = useQueryClient();
  const detail = useQuery({
    queryKey: ['admin', 'reservation', code],
    queryFn: () => adminApi.reservation(code),
  });
  const cancel = useMutation({
    mutationFn: () => bookingsApi.cancelReservation(code),
    onSuccess: (updated) => {
      client.setQueryData(['admin', 'reservation', code], updated);
      void client.invalidateQueries({ queryKey: ['admin', 'reservations'] });
      toast.success(copy.cancelled(code));
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <AdminDialog title={`Booking ${code}`} description={`Details of booking ${code}`} onClose={onClose}>
      {detail.error ? (
        <p role="alert" className="mt-4 text-red-800">
          {errorSentence(detail.error)}
        </p>
      ) : detail.data ? (
        <>
          <div className="mt-4 space-y-3">
            <BookingCustomer code={code} />
            <BookingReview code={code} />
          </div>
          <Details r={detail.data} />
          {detail.data.status === 'confirmed' || detail.data.status === 'pending_payment' ? (
            <div className="mt-6 border-slate-200 border-t pt-4">
              <BookingVehicles code={code} locationId={detail.data.locationId} />
            </div>
          ) : null}
          <div className="mt-6 border-slate-200 border-t pt-4">
            <BookingPayment code={code} payment={detail.data.payment} />
          </div>
          {detail.data.status === 'confirmed' ? (
            <div className="mt-6 border-slate-200 border-t pt-4">
              <BookingChange booking={detail.data} />
            </div>
          ) : null}
          {detail.data.status === 'confirmed' ? (
            <div className="mt-6 flex justify-end border-slate-200 border-t pt-4">
              <ConfirmDialog
                trigger={copy.cancel}
                title={copy.cancelTitle(code)}
                body={copy.cancelBody}
                keep={copy.keep}
                confirm={copy.confirmCancel}
                pendingLabel={copy.cancelling}
                pending={cancel.isPending}
                onConfirm={() => cancel.mutate()}
              />
            </div>
          ) : null}
        </>
      ) : (
        <p className="mt-4 text-slate-600">{adminCopy.table.loading}</p>
      )}
    </AdminDialog>
  );
}
