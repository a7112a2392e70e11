import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { ReservationPriceInput } from '@convoy/domain/contracts/reservation.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass, errorClass, hintClass, labelClass } from '../../../components/form/form-styles';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { ApiError } from '../../../lib/api-client';
import type { FlowChoices } from '../../../lib/flow/flow-state';
import { flowStore, useFlow } from '../../../lib/flow/use-flow';
import { extrasQuery, priceQuery, protectionQuery } from '../api/queries';
import { choicesCopy as copy } from '../copy/choices-copy';
import { chosenProtection, protectionOptions, protectionPatch } from './protection-options';

const inputClass = 'mt-1 block min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base';

/**
 * Why the choices cannot be booked as they are, or null. Protection is taken
 * or declined; a declined one's certificate of insurance comes after booking
 * (decision 023).
 */
export function choicesProblem(choices: FlowChoices): { field: 'protection'; message: string } | null {
  if (!choices.declineProtection && choices.protection.length === 0) {
    return { field: 'protection', message: copy.protectionMissing };
  }
  return null;
}

/**
 * The confirm step's choices: extras with quantities (GET /api/extras), protection
 * per vehicle or the renter's own cover (GET /api/protection), a promo code
 * checked by the server before it counts, and an estimated distance. Each
 * change is kept in the flow, and the total above asks the server again.
 */
export function ChoicesPanel({
  locationId,
  request,
  pricing,
  problem,
}: {
  locationId: string;
  /** The price request without a promo code: applying one asks the server with it first. */
  request: ReservationPriceInput;
  pricing: PricedTrip | undefined;
  problem: ReturnType<typeof choicesProblem> | null;
}) {
  const choices = useFlow((s) => s.choices);
  const extras = useQuery(extrasQuery(locationId));
  const protection = useQuery(protectionQuery);
  const update = (patch: Partial<FlowChoices>) => flowStore().updateChoices(patch);

  const quantityOf = (id: string) => choices.extras.find((e) => e.id === id)?.quantity ?? 0;
  const setQuantity = (id: string, quantity: number) =>
    update({
      extras: [
        ...choices.extras.filter((e) => e.id !== id),
        ...(quantity > 0 ? [{ id, quantity }] : []),
      ].sort((a, b) => (a.id < b.id ? -1 : 1)),
    });
  const options = protectionOptions(protection.data?.protection ?? []);

  return (
    <section
      aria-labelledby="choices-heading"
      className="rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="choices-heading" className="font-bold text-lg text-slate-900">
        {copy.heading}
      </h2>
      <p className={hintClass}>{copy.intro}</p>

      <fieldset className="mt-4">
        <legend className={labelClass}>{copy.extrasLegend}</legend>
        <ul className="mt-2 space-y-3">
          {(extras.data?.extras ?? []).map((extra) => (
            <li key={extra.id} className="flex flex-wrap items-end justify-between gap-3">
              <div className="min-w-0 flex-1">
                <label htmlFor={`extra-${extra.id}`} className="font-medium text-slate-900">
                  {extra.label}
                </label>
                <p className="text-slate-600 text-sm">
                  {extra.charge === 'per-rental'
                    ? copy.perRental(extra.priceCents)
                    : copy.perDay(extra.priceCents, extra.capCents)}
                  {extra.stock !== null ? ` · ${copy.stock(extra.stock)}` : ''}
                </p>
              </div>
              <select
                id={`extra-${extra.id}`}
                aria-label={copy.quantityOf(extra.label)}
                value={quantityOf(extra.id)}
                onChange={(e) => setQuantity(extra.id, Number(e.target.value))}
                className={`${inputClass} w-20`}
              >
                {Array.from(
                  { length: Math.min(extra.maxQuantity, extra.stock ?? extra.maxQuantity) + 1 },
                  (_, i) => i,
                ).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="mt-6">
        <RadioGroupField
          registration={{
            name: 'protection',
            onChange: (e) => update(protectionPatch(options, e.target.value)),
          }}
          value={chosenProtection(options, choices) ?? ''}
          legend={copy.protectionLegend}
          hint={copy.protectionHint}
          options={options}
          error={problem?.field === 'protection' ? problem.message : undefined}
        />
        {choices.declineProtection ? <p className={`mt-3 ${hintClass}`}>{copy.ownCover}</p> : null}
      </div>

      <PromoField
        request={request}
        applied={choices.promoCode}
        pricing={pricing}
        onApplied={(promoCode) => update({ promoCode })}
      />
      <MilesField
        value={choices.estimatedMiles}
        allowance={pricing?.mileageAllowancePerDay ?? null}
        onChange={(estimatedMiles) => update({ estimatedMiles })}
      />
    </section>
  );
}

/**
 * The code counts only once the server priced the trip with it and it applied:
 * an unknown code or one that does not apply says why under the field.
 */
function PromoField({
  request,
  applied,
  pricing,
  onApplied,
}: {
  request: ReservationPriceInput;
  applied: string;
  pricing: PricedTrip | undefined;
  onApplied: (code: string) => void;
}) {
  const client = useQueryClient();
  const id = useId();
  const [text, setText] = useState(applied);
  const [error, setError] = useState('');
  const [checking, setChecking] = useState(false);

  async function apply() {
    const code = text.trim();
    if (!code) return;
    setChecking(true);
    setError('');
    try {
      const { pricingBreakdown } = await client.fetchQuery(priceQuery({ ...request, promoCode: code }));
      const outcome = pricingBreakdown.promo;
      if (outcome?.applied) onApplied(outcome.code);
      else setError(outcome?.reason ?? copy.promoUnknown);
    } catch (e) {
      setError(e instanceof ApiError ? (e.fields?.promoCode ?? e.message) : copy.promoUnknown);
    } finally {
      setChecking(false);
    }
  }

  const discount = pricing?.lines.find((l) => l.kind === 'discount');
  return (
    <div className="mt-6">
      <label htmlFor={id} className={labelClass}>
        {copy.promoLabel}
      </label>
      <div className="mt-1 flex flex-wrap gap-2">
        <input
          id={id}
          value={text}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={32}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply();
            }
          }}
          aria-describedby={`${id}-status`}
          aria-invalid={error ? true : undefined}
          className="block min-h-11 w-40 rounded-md border border-slate-400 bg-white px-3 text-base uppercase"
        />
        {applied && applied === text.trim().toUpperCase() ? (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              onApplied('');
              setText('');
            }}
          >
            {copy.promoRemove}
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => void apply()}
            aria-disabled={checking || undefined}
          >
            {checking ? copy.promoApplying : copy.promoApply}
          </button>
        )}
      </div>
      <p
        id={`${id}-status`}
        role="status"
        className={error ? errorClass : 'mt-1 text-green-800 text-sm font-medium'}
      >
        {error || (applied && discount ? `${copy.promoApplied(applied)}` : '')}
      </p>
    </div>
  );
}

/** Whole miles or empty; kept when valid, so the total's mileage estimate follows. */
function MilesField({
  value,
  allowance,
  onChange,
}: {
  value: number | null;
  allowance: number | null;
  onChange: (miles: number | null) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value === null ? '' : String(value));
  const [invalid, setInvalid] = useState(false);
  const commit = () => {
    const trimmed = text.trim().replace(/,/g, '');
    if (trimmed === '') {
      setInvalid(false);
      onChange(null);
      return;
    }
    const miles = Number(trimmed);
    const ok = Number.isInteger(miles) && miles >= 0 && miles <= 100_000;
    setInvalid(!ok);
    if (ok) onChange(miles);
  };
  return (
    <div className="mt-6">
      <label htmlFor={id} className={labelClass}>
        {copy.milesLabel}
      </label>
      <p id={`${id}-hint`} className={hintClass}>
        {copy.milesHint(allowance)}
      </p>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
        aria-describedby={invalid ? `${id}-hint ${id}-error` : `${id}-hint`}
        aria-invalid={invalid || undefined}
        className={`${inputClass} w-40`}
      />
      {invalid ? (
        <p id={`${id}-error`} className={errorClass}>
          {copy.milesInvalid}
        </p>
      ) : null}
    </div>
  );
}
