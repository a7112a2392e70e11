import type { Driver, DriverPreArrival } from '@convoy/domain/contracts/driver.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { resendPreArrivalLink } from '../api/reservation-api';
import { preArrivalCopy } from '../copy/pre-arrival-copy';
import { ManageCard } from './manage-card';

const copy = preArrivalCopy.readiness;

/** What a driver still has to do before pickup, in words, in the order of their page. */
export function missingSteps(state: DriverPreArrival): string[] {
  const missing: string[] = [];
  if (!state.licence) missing.push(copy.steps.licence);
  if (!state.licencePhotos) missing.push(copy.steps.licencePhotos);
  if (state.safetyAcknowledged === false) missing.push(copy.steps.safetyAcknowledged);
  if (!state.acknowledgementSigned) missing.push(copy.steps.acknowledgementSigned);
  return missing;
}

/** Where the rental agreement's and the certificate's sections start, for the links here. */
export const agreementHeadingId = 'agreement-heading';
const insuranceHeadingId = 'insurance-heading';

/**
 * Whether the booking is ready for pickup (decision 024: every vehicle has a
 * ready driver, the agreement is signed, a declined protection has a
 * certificate that covers the trip), and what each driver still has to do,
 * with a way to e-mail a driver who is not ready their link again.
 */
export function PickupReadiness({ found, email }: { found: ReservationResponse; email: string }) {
  const { reservation } = found;
  if (reservation.status !== 'confirmed' || reservation.readyForPickup === undefined) return null;
  const insurance = found.insuranceCertificate;
  return (
    <ManageCard heading={copy.heading}>
      <p
        className={
          reservation.readyForPickup ? 'font-semibold text-green-800' : 'font-semibold text-slate-900'
        }
      >
        {reservation.readyForPickup ? copy.ready : copy.notReady}
      </p>
      <h4 className="font-semibold text-slate-900">{copy.driversHeading}</h4>
      {reservation.drivers.length === 0 ? (
        <p className="text-slate-700">{copy.noDrivers}</p>
      ) : (
        <ul className="space-y-3">
          {reservation.drivers.map((driver) => (
            <DriverReadiness key={driver.id} driver={driver} code={reservation.code} email={email} />
          ))}
        </ul>
      )}
      <p>
        {reservation.agreementSignedAt ? (
          copy.agreementSigned
        ) : (
          <>
            {copy.agreementMissing}{' '}
            <a href={`#${agreementHeadingId}`} className="text-brand-800 underline">
              {copy.signLink}
            </a>
          </>
        )}
      </p>
      {insurance && !insurance.covers ? (
        <p>
          {copy.insuranceMissing}{' '}
          <a href={`#${insuranceHeadingId}`} className="text-brand-800 underline">
            {copy.insuranceLink}
          </a>
        </p>
      ) : null}
    </ManageCard>
  );
}

/** One driver's state in words, and for one not ready the button that sends their link again. */
function DriverReadiness({ driver, code, email }: { driver: Driver; code: string; email: string }) {
  const state = driver.preArrival;
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const resend = async () => {
    if (sending) return;
    setSending(true);
    setOutcome(null);
    try {
      await resendPreArrivalLink(code, email, driver.id);
      setOutcome({ ok: true, message: copy.resent(driver.name) });
    } catch (error) {
      setOutcome({ ok: false, message: errorSentence(error) });
    } finally {
      setSending(false);
    }
  };
  const missing = state && state.status !== 'ready' ? missingSteps(state) : [];
  return (
    <li className="rounded-md bg-slate-50 p-3">
      <p>
        <span className="font-semibold text-slate-900">{driver.name}</span>, {drivenVehicleName(driver)}
      </p>
      <p className={state?.status === 'ready' ? 'text-green-800' : 'text-slate-800'}>
        {state ? copy.status[state.status] : copy.unknown}
      </p>
      {missing.length > 0 ? <p className="text-slate-700 text-sm">{copy.missing(missing)}</p> : null}
      {state && state.status !== 'ready' ? (
        <div className="mt-2 space-y-2">
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void resend()}
            aria-disabled={sending || undefined}
          >
            {sending ? copy.sending : copy.resend}
            {sending ? null : <span className="sr-only">{copy.resendTo(driver.name)}</span>}
          </button>
          <div role="status">
            {outcome?.ok ? <p className="font-semibold text-green-800">{outcome.message}</p> : null}
          </div>
          {outcome && !outcome.ok ? (
            <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
              {outcome.message}
            </p>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
