import type { PickupLocation } from '../../../lib/catalog-queries';
import { formatDateTime } from '../../../lib/format';
import { confirmCopy as copy } from '../copy/confirm-copy';

export interface BookingFacts {
  vehicleName: string;
  quantity: number;
  pickupDate: string;
  pickupTime: string;
  /** Empty for a monthly rental before the server computed the return. */
  returnDate: string;
  returnTime: string;
  rentalMonths: number | null;
  renterAge: number | null;
}

/** What is being (or was) booked: vehicles, place, pickup and return, driver. Times are the location's. */
export function BookingSummary({
  facts,
  location,
}: {
  facts: BookingFacts;
  location: PickupLocation | undefined;
}) {
  const rows: [string, string][] = [
    [copy.vehicle, copy.quantity(facts.quantity, facts.vehicleName)],
    [
      copy.location,
      location ? `${location.name}, ${location.address.street}, ${location.address.city}` : '…',
    ],
    [copy.pickup, formatDateTime(facts.pickupDate, facts.pickupTime)],
    [
      copy.return,
      facts.returnDate
        ? formatDateTime(facts.returnDate, facts.returnTime)
        : copy.monthlyReturn(facts.rentalMonths ?? 1),
    ],
  ];
  if (facts.renterAge !== null) rows.push([copy.driver, copy.driverAge(facts.renterAge)]);
  return (
    <dl className="space-y-3">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt className="text-slate-600 text-sm">{label}</dt>
          <dd className="font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
