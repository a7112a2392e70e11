import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { lazy, Suspense } from 'react';
import { insuranceCopy as copy } from '../../../components/insurance/insurance-copy';
import { formatDate } from '../../../lib/format';
import { lookupReservation, uploadInsurance } from '../api/reservation-api';

// Loaded when a booking needs a certificate: most bookings keep our protection (decision 009: /manage's budget).
const InsuranceUploadForm = lazy(() =>
  import('../../../components/insurance/insurance-upload-form').then((m) => ({
    default: m.InsuranceUploadForm,
  })),
);

/**
 * The booking's certificate of insurance (decision 023), when it declined
 * protection: its status (with staff's reason when rejected, or why a verified
 * one does not cover the trip) and, unless a certificate covers the trip, the
 * upload. After an upload the booking is looked up again for its new status.
 */
export function InsuranceSection({
  found,
  email,
  onRefreshed,
}: {
  found: ReservationResponse;
  email: string;
  onRefreshed: (response: ReservationResponse) => void;
}) {
  const insurance = found.insuranceCertificate;
  if (!insurance) return null;
  const { code } = found.reservation;
  return (
    <section aria-labelledby="insurance-heading" className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 id="insurance-heading" className="font-semibold text-lg text-slate-900">
        {copy.heading}
      </h3>
      <p className="text-slate-700">
        {insurance.source === 'organisation' ? copy.fromOrganisation : copy.intro}
      </p>
      <p>
        <span className="text-slate-600">{copy.statusLabel}: </span>
        <strong>{copy.status[insurance.status]}</strong>
        {insurance.validTo && insurance.status === 'verified'
          ? ` · ${copy.validUntil(formatDate(insurance.validTo, 'long'))}`
          : ''}
      </p>
      {insurance.reason ? <p className="text-red-800">{copy.rejectedBecause(insurance.reason)}</p> : null}
      {insurance.problem ? <p className="text-red-800">{copy.notCovering(insurance.problem)}</p> : null}
      {insurance.covers || found.reservation.status === 'cancelled' ? null : (
        <Suspense fallback={<p className="text-slate-600">{copy.loadingForm}</p>}>
          <InsuranceUploadForm
            send={(fields, file) => uploadInsurance(code, email, fields, file)}
            onSent={() => {
              void lookupReservation(code, email).then(onRefreshed, () => undefined);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}
