import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { convoyName } from '@convoy/domain/rules/convoy-suggestion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { buttonClass } from '../../../components/form/form-styles';
import { defaultChoices, type SelectedVehicle } from '../../../lib/flow/flow-state';
import { useFlow } from '../../../lib/flow/use-flow';
import { formatMoney } from '../../../lib/format';
import { priceQuery } from '../api/queries';
import { priceRequest } from '../confirm/reservation-request';
import { availabilityCopy } from '../copy/availability-copy';
import { priceCopy } from '../copy/price-copy';
import { convoyTotals, estimatedTotalCents } from './convoy';
import { SchoolVanNotice } from './school-van-notice';
import { chooseMinibus, schoolVanNotice } from './school-vans';

const copy = availabilityCopy.convoy;
const noChoices = defaultChoices();

/** Whether the server's price is of exactly these lines (it lags a change while it is asked again). */
function pricesConvoy(pricing: PricedReservation | undefined, convoy: readonly SelectedVehicle[]): boolean {
  const groups = pricing?.vehicles ?? [];
  return (
    groups.length === convoy.length &&
    groups.every((g, i) => g.vehicleId === convoy[i]?.id && g.quantity === convoy[i]?.quantity)
  );
}

/**
 * The convoy being built: each class and how many, the seats and luggage room
 * against the group and suitcases the search gave, and the total for the whole
 * convoy, priced by the server with `lines` (an estimate from availability's
 * prices until it answers). Sticky at the foot of a phone's screen while it
 * holds vehicles, beside the results on a wide one; the status line is
 * announced as it changes. For a school with a 15 passenger van in it, wide
 * screens repeat the van card's notice in short (a phone's panel stays small).
 */
export function ConvoySummary({
  convoy,
  vehicles,
  onRemove,
  onContinue,
  onSetConvoy,
}: {
  convoy: readonly SelectedVehicle[];
  vehicles: readonly VehicleAvailability[];
  onRemove: (line: SelectedVehicle) => void;
  onContinue: () => void;
  onSetConvoy: (lines: SelectedVehicle[]) => void;
}) {
  const form = useFlow((s) => s.form);
  const price = useQuery({
    ...priceQuery(priceRequest(form, convoy, noChoices)),
    enabled: convoy.length > 0,
    placeholderData: keepPreviousData,
  });
  const totals = convoyTotals(convoy);
  const pricing = price.data?.pricingBreakdown;
  const exact = pricesConvoy(pricing, convoy) ? pricing : undefined;
  const period = (p: PricedReservation) =>
    p.rentalType === 'monthly' ? priceCopy.forMonths(p.rentalMonths ?? 1) : priceCopy.forDays(p.displayDays);
  const notice = price.isError ? copy.priceFailed : copy.pricing;
  const empty = convoy.length === 0;

  return (
    <section
      aria-labelledby="convoy-heading"
      className={`z-10 -mx-4 border-slate-300 border-t bg-white px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.12)] sm:mx-0 sm:rounded-lg sm:border lg:sticky lg:top-20 lg:self-start lg:p-4 lg:shadow-sm ${empty ? '' : 'sticky bottom-0'}`}
    >
      <h2 id="convoy-heading" className="font-bold text-base text-slate-900 lg:text-lg">
        {copy.heading}
      </h2>
      {empty ? (
        <p className="mt-1 text-slate-700 text-sm">{copy.empty}</p>
      ) : (
        <>
          <p className="font-semibold text-slate-900 text-sm lg:hidden">
            {convoyName(convoy.map((l) => ({ className: l.name, count: l.quantity })))}
          </p>
          <ul className="mt-2 hidden space-y-1 lg:block">
            {convoy.map((l) => (
              <li key={l.id} className="flex items-center justify-between gap-2">
                <span className="font-semibold text-slate-900">
                  {l.quantity} × {l.name}
                </span>
                <button
                  type="button"
                  onClick={() => onRemove(l)}
                  className="min-h-11 px-2 font-semibold text-brand-800 text-sm underline underline-offset-2"
                >
                  {copy.remove}
                  <span className="sr-only">{copy.removeName(l.name)}</span>
                </button>
              </li>
            ))}
          </ul>
          {/* Announced as it changes: a screen reader hears the new counts and total after each add. */}
          <div role="status" aria-busy={price.isFetching}>
            <ul className="flex flex-wrap gap-x-3 text-slate-800 text-sm lg:mt-2 lg:block lg:space-y-1">
              <li className="hidden lg:list-item">{copy.vehicles(totals.vehicles)}</li>
              <li>{copy.seats(totals.seats, form.passengers)}</li>
              <li>{copy.luggage(totals.luggage, form.luggage)}</li>
            </ul>
            <p className="mt-1 lg:mt-2">
              <span className="font-bold text-lg text-slate-900 lg:block lg:text-xl">
                {exact ? formatMoney(exact.totalCents) : copy.estimate(estimatedTotalCents(convoy))}
              </span>{' '}
              <span className="text-slate-700 text-sm">{exact ? copy.total(period(exact)) : notice}</span>
            </p>
          </div>
          {schoolVanNotice(
            form.rentalPurpose,
            convoy.map((l) => l.id),
          ) ? (
            <div className="hidden lg:block">
              <SchoolVanNotice
                vehicles={vehicles}
                convoy={convoy}
                short
                onChoose={(minibus) => onSetConvoy(chooseMinibus(convoy, minibus))}
              />
            </div>
          ) : null}
          <button
            type="button"
            onClick={onContinue}
            className={`${buttonClass.primary} mt-2 w-full py-2 lg:mt-3 lg:py-3`}
          >
            {copy.continue(totals.vehicles)}
          </button>
        </>
      )}
    </section>
  );
}
