import { vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { luggageRoom } from '@convoy/domain/rules/convoy-suggestion';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { defaultChoices, type SelectedVehicle } from '../../../lib/flow/flow-state';
import { useFlow } from '../../../lib/flow/use-flow';
import { priceQuery } from '../api/queries';
import { PriceSummary } from '../components/price-summary';
import { priceRequest } from '../confirm/reservation-request';
import { availabilityCopy } from '../copy/availability-copy';
import { priceCopy } from '../copy/price-copy';
import { isBookable } from './arrange-vehicles';
import { lineCap } from './convoy';
import { SchoolVanNotice } from './school-van-notice';
import { chooseMinibus, schoolVanNotice } from './school-vans';

const noChoices = defaultChoices();

/**
 * The card's price: availability's for one vehicle, or the server's exact
 * total for the number picked (taxes round on the whole, so it is asked, not
 * multiplied here).
 */
function CardPrice({ vehicle, quantity }: { vehicle: VehicleAvailability; quantity: number }) {
  const form = useFlow((s) => s.form);
  const several = quantity > 1;
  const exact = useQuery({
    ...priceQuery(priceRequest(form, [{ id: vehicle.id, quantity }], noChoices)),
    enabled: several,
    placeholderData: keepPreviousData,
  });
  const priced = exact.data?.pricingBreakdown;
  if (!several || !priced || priced.quantity !== quantity) {
    return (
      <>
        <PriceSummary breakdown={vehicle.pricingBreakdown} name={vehicle.name} />
        <p role="status" className="mt-1 text-slate-700 text-sm">
          {several ? priceCopy.pricingMore(quantity) : ''}
        </p>
      </>
    );
  }
  return (
    <>
      <PriceSummary breakdown={priced} name={vehicle.name} />
      <p role="status" className="mt-1 text-slate-700 text-sm">
        {priceCopy.perVehicleTotal(vehicle.pricingBreakdown.totalCents)}
      </p>
    </>
  );
}

const copy = availabilityCopy.card;
const convoyCopy = availabilityCopy.convoy;

/** What a card does with the convoy (availability.screen.tsx). */
export interface ConvoyActions {
  convoy: readonly SelectedVehicle[];
  /** This class alone, on to confirm (offered while the convoy is empty). */
  onChoose: (vehicle: VehicleAvailability, quantity: number) => void;
  /** Puts the class in the convoy with this many, or changes its count; 0 takes it out. */
  onSetLine: (vehicle: VehicleAvailability, quantity: number) => void;
  /** Replaces the whole convoy (a minibus instead of the 15 passenger van). */
  onSetConvoy: (lines: SelectedVehicle[]) => void;
}

/**
 * One class in the results: capacity, luggage, units left, whether
 * this renter can book it (and why not), the price for the number of vehicles
 * picked, and the buttons: choose it alone and go on to confirm, or add it to
 * the convoy (then its count is the convoy's, and it can be taken out).
 */
export function VehicleCard({
  vehicle,
  initialQuantity,
  quoteHref,
  actions,
}: {
  vehicle: VehicleAvailability;
  /** Preset from the group size, when it fits. */
  initialQuantity: number;
  quoteHref: string;
  actions: ConvoyActions;
}) {
  const headingId = useId();
  const quantityId = useId();
  const line = actions.convoy.find((l) => l.id === vehicle.id);
  const max = lineCap(vehicle, actions.convoy);
  const [picked, setPicked] = useState(initialQuantity);
  const quantity = line?.quantity ?? Math.min(Math.max(1, picked), Math.max(1, max));
  const setQuantity = (n: number) => (line ? actions.onSetLine(vehicle, n) : setPicked(n));
  const bookable = isBookable(vehicle);
  const purpose = useFlow((s) => s.form.rentalPurpose);
  const listed = useFlow((s) => s.vehicles);

  return (
    <article
      aria-labelledby={headingId}
      className={`flex h-full flex-col rounded-lg border p-4 shadow-sm sm:p-5 ${bookable ? 'border-slate-200 bg-white' : 'border-slate-200 bg-slate-50'}`}
    >
      <h3 id={headingId} className="font-bold text-lg text-slate-900">
        {vehicle.name}
      </h3>
      <p className="text-slate-600 text-sm">{vehicleCategoryLabels[vehicle.category]}</p>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-slate-800 text-sm">
        <li>{copy.seats(vehicle.passengers)}</li>
        <li>{copy.luggage(luggageRoom(vehicle), vehicle.category === 'cargo')}</li>
        <li>{copy.minAge(vehicle.minAge)}</li>
        <li>{vehicle.requiresCdl ? copy.cdl : copy.noCdl}</li>
      </ul>
      <p
        className={`mt-2 font-semibold text-sm ${vehicle.availableUnits > 0 ? 'text-slate-900' : 'text-red-800'}`}
      >
        {vehicle.availableUnits > 0 ? copy.unitsLeft(vehicle.availableUnits) : copy.soldOut}
      </p>
      {!vehicle.eligible ? (
        <div className="mt-2 rounded-md bg-amber-50 p-3 text-slate-900 text-sm">
          <p className="font-semibold">{copy.notBookable}</p>
          <p>{vehicle.ineligibleReason}</p>
          {vehicle.ineligibleCode === 'cdl_required' ? (
            <Link to={quoteHref} className={`${buttonClass.link} text-sm`}>
              {copy.quoteForThis}
              <span className="sr-only">: {vehicle.name}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
      {schoolVanNotice(purpose, [vehicle.id]) ? (
        <SchoolVanNotice
          vehicles={listed}
          convoy={actions.convoy}
          onChoose={(minibus) => actions.onSetConvoy(chooseMinibus(actions.convoy, minibus, quantity))}
        />
      ) : null}
      <div className="mt-4 flex-1">
        <CardPrice vehicle={vehicle} quantity={bookable ? quantity : 1} />
      </div>
      {bookable ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {max > 0 ? (
            <div>
              <label htmlFor={quantityId} className="block font-medium text-slate-900 text-sm">
                {copy.quantityLabel}
              </label>
              <select
                id={quantityId}
                value={quantity}
                onChange={(e) => setQuantity(Number(e.target.value))}
                className="mt-1 block min-h-11 rounded-md border border-slate-400 bg-white px-3 text-base"
              >
                {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
                  <option key={n} value={n}>
                    {n}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className="text-slate-700 text-sm">{copy.convoyFull}</p>
          )}
          {actions.convoy.length === 0 ? (
            <button
              key="choose"
              type="button"
              onClick={() => actions.onChoose(vehicle, quantity)}
              className={`${buttonClass.primary} flex-1`}
            >
              {copy.chooseShort}
              <span className="sr-only"> {vehicle.name}</span>
            </button>
          ) : null}
          {line || max > 0 ? (
            // One button that turns from Add into Remove, so focus stays on it.
            <button
              key="convoy"
              type="button"
              onClick={() => actions.onSetLine(vehicle, line ? 0 : quantity)}
              className={`${buttonClass.secondary} flex-1`}
            >
              {line ? convoyCopy.remove : copy.add}
              <span className="sr-only">
                {line ? convoyCopy.removeName(vehicle.name) : copy.addName(vehicle.name)}
              </span>
            </button>
          ) : null}
          {line ? (
            <p className="w-full font-semibold text-green-800 text-sm">{copy.inConvoy(line.quantity)}</p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
