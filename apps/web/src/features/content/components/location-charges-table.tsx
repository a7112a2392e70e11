import type { PublicLocationCharge, RentalCharges } from '@convoy/domain/contracts/rental-charges';
import { useLiveLocations } from '../../../lib/live-locations';
import { chargesCopy as copy } from '../charges-copy';

const rateOf = (c: PublicLocationCharge) =>
  c.basis === 'percent' ? copy.percent(c.ratePercent ?? 0) : copy.perDay(c.amountCents ?? 0);

const cellClass = 'py-2 pr-4 align-top';

/**
 * A document's `location-charges` block: each pickup location's taxes and fees
 * as the back office stores them (the price before booking adds the same), one
 * row group per location.
 */
export function LocationChargesTable({
  locations,
  caption,
}: {
  locations: RentalCharges['locations'];
  caption: string;
}) {
  const names = useLiveLocations();
  return (
    <div className="relative overflow-x-auto">
      <table className="min-w-full border-collapse text-left">
        <caption className="pb-2 text-left font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="border-slate-300 border-b text-slate-900">
            <th scope="col" className={`${cellClass} font-semibold`}>
              {copy.location}
            </th>
            <th scope="col" className={`${cellClass} font-semibold`}>
              {copy.charge}
            </th>
            <th scope="col" className={`${cellClass} font-semibold`}>
              {copy.rate}
            </th>
          </tr>
        </thead>
        {locations.map(({ locationId, charges }) => {
          const name = (
            <th scope="rowgroup" rowSpan={charges.length || 1} className={`${cellClass} font-normal`}>
              {names.find((l) => l.id === locationId)?.name ?? locationId}
            </th>
          );
          return (
            <tbody key={locationId} className="border-slate-200 border-b text-slate-700">
              {charges.length === 0 ? (
                <tr>
                  {name}
                  <td colSpan={2} className={cellClass}>
                    {copy.noCharges}
                  </td>
                </tr>
              ) : (
                charges.map((charge, i) => (
                  <tr key={charge.code}>
                    {i === 0 ? name : null}
                    <td className={cellClass}>{charge.label}</td>
                    <td className={cellClass}>{rateOf(charge)}</td>
                  </tr>
                ))
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
