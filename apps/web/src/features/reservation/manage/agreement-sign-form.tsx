import { remoteRentalTerms, signatureConsent } from '@convoy/domain/content/pre-arrival';
import { remoteSignatureSchema } from '@convoy/domain/contracts/pre-arrival.schema';
import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { buttonClass, hintClass } from '../../../components/form/form-styles';
import { SignatureField } from '../../../components/form/signature-field';
import { ApiError, errorSentence } from '../../../lib/api-client';
import { useLocations } from '../../../lib/catalog-queries';
import { formatMoney } from '../../../lib/format';
import { signRentalAgreement } from '../api/reservation-api';
import { BookingSummary, reservationFacts } from '../components/booking-summary';
import { useFieldErrors } from '../components/use-field-errors';
import { preArrivalCopy } from '../copy/pre-arrival-copy';

const copy = preArrivalCopy.agreement;
/** The booking as found, the e-mail it was found with, and what to do once signed. */
export interface AgreementProps {
  found: ReservationResponse;
  email: string;
  onSigned: () => void;
}

/** The form's fields in the order shown: the error summary's order. */
const fields = ['consent', 'signature'] as const;

/**
 * The rental agreement to sign (decision 024): what it covers as the booking
 * answers it (vehicles, place and dates, drivers, the stored charges), the
 * terms in the version the signature is sent with, the consent to sign
 * electronically and the signature drawn with a finger. Checked with the
 * API's own schema first; the API's reasons land on the same fields.
 */
export default function AgreementSignForm({ found, email, onSigned }: AgreementProps) {
  const { reservation, pricingBreakdown } = found;
  const locations = useLocations().data;
  const location = locations?.find((l) => l.id === reservation.pickupLocationId);
  const [consent, setConsent] = useState(false);
  const [signature, setSignature] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errors = useFieldErrors();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setProblem(null);
    const checked = remoteSignatureSchema.safeParse({
      signature,
      consent,
      termsVersion: remoteRentalTerms.version,
    });
    if (!checked.success) {
      const messages: Record<string, string> = {};
      for (const issue of checked.error.issues) messages[String(issue.path[0])] ??= issue.message;
      errors.show(messages);
      return;
    }
    errors.clear();
    setPending(true);
    try {
      await signRentalAgreement(reservation.code, email, checked.data);
      onSigned();
    } catch (error) {
      const named = error instanceof ApiError ? (error.fields ?? {}) : {};
      const onFields = Object.fromEntries(
        Object.entries(named).filter(([field]) => (fields as readonly string[]).includes(field)),
      );
      if (Object.keys(onFields).length > 0) errors.show(onFields);
      else setProblem(errorSentence(error));
    } finally {
      setPending(false);
    }
  }

  const summary = fields.flatMap((field) =>
    errors.errors[field] ? [{ field, message: errors.errors[field] }] : [],
  );
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <h4 ref={heading} tabIndex={-1} className="font-semibold text-slate-900 focus:outline-none">
        {copy.summaryHeading}
      </h4>
      <BookingSummary location={location} locations={locations} facts={reservationFacts(reservation)} />
      <div>
        <p className="text-slate-600 text-sm">{copy.drivers}</p>
        {reservation.drivers.length === 0 ? (
          <p className="font-medium text-slate-900">{copy.noDrivers}</p>
        ) : (
          <ul className="font-medium text-slate-900">
            {reservation.drivers.map((d) => (
              <li key={d.id}>
                {d.name}, {drivenVehicleName(d)}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div>
        <p className="text-slate-600 text-sm">{copy.charges}</p>
        <ul className="text-slate-900">
          {pricingBreakdown.lines.map((line, i) => (
            // Two lines may share a label (one per class); their order is the stored one.
            // biome-ignore lint/suspicious/noArrayIndexKey: the stored lines never reorder
            <li key={i} className="flex flex-wrap justify-between gap-x-3">
              <span>{line.label}</span>
              <span>{formatMoney(line.amountCents)}</span>
            </li>
          ))}
          {pricingBreakdown.taxes.map((tax, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the stored taxes never reorder
            <li key={`tax-${i}`} className="flex flex-wrap justify-between gap-x-3">
              <span>{tax.label}</span>
              <span>{formatMoney(tax.amountCents)}</span>
            </li>
          ))}
          <li className="flex flex-wrap justify-between gap-x-3 font-semibold">
            <span>{copy.total}</span>
            <span>{formatMoney(pricingBreakdown.totalCents)}</span>
          </li>
        </ul>
      </div>
      <div className="space-y-2 rounded-md bg-slate-50 p-3">
        <h4 className="font-semibold text-slate-900">{remoteRentalTerms.title}</h4>
        {remoteRentalTerms.paragraphs.map((p) => (
          <p key={p}>{p}</p>
        ))}
        <p className={hintClass}>{copy.version(remoteRentalTerms.version)}</p>
      </div>
      <ErrorSummary items={summary} focusKey={errors.focusKey} title={copy.summaryTitle} />
      <CheckboxField
        registration={{
          name: 'consent',
          onChange: (e: ChangeEvent<HTMLInputElement>) => {
            errors.clear('consent');
            setConsent(e.target.checked);
          },
        }}
        checked={consent}
        label={copy.consent}
        error={errors.errors.consent}
      >
        <p className={hintClass}>{signatureConsent.paragraphs.join(' ')}</p>
      </CheckboxField>
      <SignatureField
        name="signature"
        words={copy}
        error={errors.errors.signature}
        onChange={(dataUrl) => {
          errors.clear('signature');
          setSignature(dataUrl);
        }}
      />
      {problem ? (
        <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
          {problem}
        </p>
      ) : null}
      <button type="submit" className={buttonClass.primary} aria-disabled={pending || undefined}>
        {pending ? copy.signing : copy.sign}
      </button>
    </form>
  );
}
