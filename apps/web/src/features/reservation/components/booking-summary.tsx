import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { addressArea, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import type { ReactNode } from 'react';
import type { PickupLocation } from '../../../lib/catalog-queries';
import { formatDateTime, formatTime } from '../../../lib/format';
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
    delivery: roadFact(reservation.delivery),
    collection: roadFact(reservation.collection),
  };
}

/**
 * The delivery and collection of a trip not yet booked, from the flow's draft:
 * the collection from the delivery's address unless it has its own, at the
 * return time (a monthly rental's once the server has computed it).
 */
export function draftRoadFacts(
  form: Pick<TripDraft, 'delivery' | 'collection' | 'pickupTime' | 'returnTime' | 'rentalType'>,
): Pick<BookingFacts, 'delivery' | 'collection'> {
  const collectAt = form.collection?.address ?? form.delivery?.address;
  return {
    delivery: form.delivery ? { area: addressArea(form.delivery.address), time: form.pickupTime } : undefined,
    collection:
      form.collection && collectAt
        ? { area: addressArea(collectAt), time: form.rentalType === 'daily' ? form.returnTime : null }
        : undefined,
  };
}

/** A way as a reservation answers it (decision 030): its area, and the time read from its instant's wall clock. */
function roadFact(leg: Reservation['delivery']): RoadFact | undefined {
  return leg ? { area: leg.area, time: leg.at.slice(11, 16) } : undefined;
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
  /** Brought to the renter before the pickup, fetched after the return (decision 030); absent: at the counter. */
  delivery?: RoadFact | undefined;
  collection?: RoadFact | undefined;
}

/** Where and when a delivery or collection happens: city, state and ZIP only (never the street). */
export interface RoadFact {
  /** "Baltimore, MD 21230"; null once erased after the rental. */
  area: string | null;
  /** "HH:mm" at the address; null while unknown (a monthly return before the server computed it). */
  time: string | null;
}

const at = (fact: RoadFact) => (fact.time === null ? null : formatTime(fact.time));

/** "Delivery: Delivered to Baltimore, MD 21230 at 10:00 AM", and the collection likewise: the rows of each way. */
export function roadRows(facts: Pick<BookingFacts, 'delivery' | 'collection'>): [string, string][] {
  const { delivery, collection } = facts;
  return [
    ...(delivery ? [[copy.delivery, copy.deliveredTo(delivery.area, at(delivery))] as [string, string]] : []),
    ...(collection
      ? [[copy.collection, copy.collectedFrom(collection.area, at(collection))] as [string, string]]
      : []),
  ];
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
  rows.push(...roadRows(facts));
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
