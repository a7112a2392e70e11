import { type VehicleCategory, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import type { Location } from '@convoy/domain/content/locations';
import type { VehicleForSale } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import { useId } from 'react';
import m from '../fleet-sales.messages';

export interface SaleFilter {
  category: VehicleCategory | '';
  maxPriceCents: number | null;
  locationId: string;
}
export const noFilter: SaleFilter = { category: '', maxPriceCents: null, locationId: '' };

export const priceSteps = [3_500_000, 4_500_000, 6_000_000, 9_000_000];

/** Whether a listing passes the filter. */
export function matches(vehicle: VehicleForSale, filter: SaleFilter): boolean {
  return (
    (filter.category === '' || vehicle.category === filter.category) &&
    (filter.maxPriceCents === null || vehicle.priceCents <= filter.maxPriceCents) &&
    (filter.locationId === '' || vehicle.locationId === filter.locationId)
  );
}

const selectClass =
  'mt-1 block w-full min-h-11 rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900';

/** Category, price and location filters; each change filters the list at once. */
export function SaleFilters({
  filter,
  onChange,
  vehicles,
  locations,
}: {
  filter: SaleFilter;
  onChange: (filter: SaleFilter) => void;
  vehicles: VehicleForSale[];
  locations: readonly Location[];
}) {
  const ids = { category: useId(), price: useId(), location: useId() };
  const categories = [...new Set(vehicles.map((v) => v.category))];
  const usedLocations = locations.filter((l) => vehicles.some((v) => v.locationId === l.id));
  return (
    <form
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={(event) => event.preventDefault()}
      aria-label={m.filterVehicles()}
    >
      <div>
        <label htmlFor={ids.category} className="font-semibold text-slate-900">
          {m.type()}
        </label>
        <select
          id={ids.category}
          value={filter.category}
          onChange={(e) => onChange({ ...filter, category: e.target.value as SaleFilter['category'] })}
          className={selectClass}
        >
          <option value="">{m.allTypes()}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {vehicleCategoryLabels[category]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.price} className="font-semibold text-slate-900">
          {m.priceUpTo()}
        </label>
        <select
          id={ids.price}
          value={filter.maxPriceCents ?? ''}
          onChange={(e) =>
            onChange({ ...filter, maxPriceCents: e.target.value ? Number(e.target.value) : null })
          }
          className={selectClass}
        >
          <option value="">{m.anyPrice()}</option>
          {priceSteps.map((cents) => (
            <option key={cents} value={cents}>
              ${(cents / 100).toLocaleString('en-US')}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={ids.location} className="font-semibold text-slate-900">
          {m.location()}
        </label>
        <select
          id={ids.location}
          value={filter.locationId}
          onChange={(e) => onChange({ ...filter, locationId: e.target.value })}
          className={selectClass}
        >
          <option value="">{m.allLocations()}</option>
          {usedLocations.map((location) => (
            <option key={location.id} value={location.id}>
              {location.name}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
