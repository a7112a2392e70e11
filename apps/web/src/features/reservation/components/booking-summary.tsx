import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { ReactNode } from 'react';
import type { PickupLocation } from '../../../lib/catalog-queries';
import { formatDateTime } from '../../../lib/format';
import { confirmCopy as copy } from '../copy/confirm-copy';

/** One class booked and how many. */
export interface BookedLine {
  name: string;
  quantity: number;
}

/**
 * A booking's vehicles, one per class. A reservation kept in the tab from
 * before convoys has no `lines`: its one class then.
 */
export function bookedLines(reservation: Reservation): BookedLine[] {
  const lines = reservation.lines as Reservation['lines'] | undefined;
  return lines
    ? lines.map((l) => ({ name: l.vehicleName, quantity: l.quantity }))
    : [{ name: reservation.vehicleName, quantity: reservation.quantity }];
}

/** The facts of a booking as the summary shows them. */
export function reservationFacts(reservation: Reservation): BookingFacts {
  return {
    vehicles: bookedLines(reservation),
    pickupDate: reservation.pickupDate,
    pickupTime: reservation.pickupTime,
    returnDate: reservation.returnDate,
    returnTime: reservation.returnTime,
    rentalMonths: reservation.rentalMonths,
    renterAge: reservation.renterAge,
    returnLocationId: returnLocationIdOf(reservation),
  };
}

/** A one-way booking's return location (decision 028); undefined when it comes back where it left. */
export function returnLocationIdOf(
  reservation: Pick<Reservation, 'pickupLocationId' | 'returnLocationId'>,
): string | undefined {
  const to = reservation.returnLocationId;
  return to && to !== reservation.pickupLocationId ? to : undefined;
}

export interface BookingFacts {
  /** Every class, in the order booked. */
  vehicles: readonly BookedLine[];
  pickupDate: string;
  pickupTime: string;
  /** Empty for a monthly rental before the server computed the return. */
  returnDate: string;
  returnTime: string;
  rentalMonths: number | null;
  renterAge: number | null;
  /** A one-way trip's return location (decision 028); absent for a round trip. */
  returnLocationId?: string | undefined;
}

function Vehicles({ lines }: { lines: readonly BookedLine[] }) {
  if (lines.length === 1) return <>{copy.quantity(lines[0]!.quantity, lines[0]!.name)}</>;
  return (
    <ul>
      {lines.map((l) => (
        <li key={l.name}>{copy.line(l.quantity, l.name)}</li>
      ))}
    </ul>
  );
}

/** What is being (or was) booked: every vehicle, place, pickup and return, driver. Times are the location's. */
export function BookingSummary({
  facts,
  location,
  locations,
}: {
  facts: BookingFacts;
  location: PickupLocation | undefined;
  /** Where a one-way trip's return location is looked up (decision 028). */
  locations?: readonly PickupLocation[] | undefined;
}) {
  const place = (l: PickupLocation | undefined) =>
    l ? `${l.name}, ${l.address.street}, ${l.address.city}` : '…';
  const returnTo = facts.returnLocationId;
  const rows: [string, ReactNode][] = [
    [facts.vehicles.length === 1 ? copy.vehicle : copy.vehicles, <Vehicles key="v" lines={facts.vehicles} />],
    [copy.location, place(location)],
    ...(returnTo
      ? [[copy.returnLocation, place(locations?.find((l) => l.id === returnTo))] as [string, ReactNode]]
      : []),
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
