import { vehicleCategories, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { VehicleTypeFilter } from '@convoy/domain/contracts/trip-draft';
import { useSearchParams } from 'react-router';
import { flowStore, useFlow } from '../../../lib/flow/use-flow';
import { availabilityCopy as copy } from '../copy/availability-copy';
import { searchCopy } from '../copy/search-copy';
import { arrangeVehicles, isBookable, isSortKey, quantityFor, type SortKey } from './arrange-vehicles';
import { EmptyResults } from './empty-results';
import { type ConvoyActions, VehicleCard } from './vehicle-card';

const typeOptions: { value: VehicleTypeFilter; label: string }[] = [
  { value: 'all', label: searchCopy.vehicleType.all },
  ...vehicleCategories.map((c) => ({ value: c, label: vehicleCategoryLabels[c] })),
];
const selectClass = 'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 text-base';

/**
 * The results: filtered by vehicle type (the search's own field, kept in the
 * flow) and sorted by price or seats (kept in the address, `?sort=`).
 */
export function ResultsList({
  vehicles,
  passengers,
  quoteHref,
  actions,
}: {
  vehicles: readonly VehicleAvailability[];
  passengers: number | null;
  quoteHref: (extra?: Record<string, string>) => string;
  actions: ConvoyActions;
}) {
  const type = useFlow((s) => s.form.vehicleType);
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort: SortKey = isSortKey(sortParam) ? sortParam : 'price';
  const shown = arrangeVehicles(vehicles, type, sort);
  const bookable = shown.filter(isBookable).length;

  return (
    <>
      <div className="grid grid-cols-2 gap-3 sm:max-w-xl sm:gap-4">
        <div>
          <label htmlFor="results-type" className="block font-medium text-slate-900 text-sm">
            {copy.filterLabel}
          </label>
          <select
            id="results-type"
            value={type}
            onChange={(e) => flowStore().updateForm({ vehicleType: e.target.value as VehicleTypeFilter })}
            className={selectClass}
          >
            {typeOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="results-sort" className="block font-medium text-slate-900 text-sm">
            {copy.sortLabel}
          </label>
          <select
            id="results-sort"
            value={sort}
            onChange={(e) => {
              const next = new URLSearchParams(params);
              next.set('sort', e.target.value);
              setParams(next, { replace: true, preventScrollReset: true });
            }}
            className={selectClass}
          >
            <option value="price">{copy.sortPrice}</option>
            <option value="capacity">{copy.sortCapacity}</option>
          </select>
        </div>
      </div>
      <p role="status" className="text-slate-700 text-sm sm:text-base">
        {copy.count(shown.length, bookable)}
      </p>
      {bookable === 0 ? <EmptyResults quoteHref={quoteHref()} /> : null}
      <ul className="grid gap-4 md:grid-cols-2">
        {shown.map((vehicle) => (
          <li key={vehicle.id}>
            <VehicleCard
              vehicle={vehicle}
              initialQuantity={quantityFor(vehicle, passengers)}
              quoteHref={quoteHref({ vehicleId: vehicle.id })}
              actions={actions}
            />
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * While the search runs: the room the list will take (two cards' height), so what
 * sits below it (the convoy, the footer) is not on screen to jump away when the
 * vehicles come in (layout shift; Lighthouse on /availability, decision 009).
 */
export function ResultsPlaceholder() {
  return (
    <div aria-hidden="true" className="space-y-4">
      {[0, 1].map((card) => (
        <div
          key={card}
          className="h-[26rem] animate-pulse rounded-lg border border-slate-200 bg-slate-50 motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
