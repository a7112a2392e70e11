import type { ReservationChange } from '@convoy/domain/contracts/reservation-change.schema';

/**
 * A booking being changed, as form values, and the change it makes: only
 * what differs from the booking is sent (the API replaces what it is given:
 * `lines` the whole list of vehicles, `extras` and `protection` theirs).
 * Shared by the manage page and the back office, whose answers both carry
 * these fields of the booking.
 */
export interface BookedTrip {
  rentalType: string;
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  rentalMonths: number | null;
  /** Where it is picked up and, one-way (decision 028), returned; the return location may change. */
  pickupLocationId?: string;
  returnLocationId?: string | null | undefined;
  lines: readonly { vehicleId: string; vehicleName: string; quantity: number }[];
  extras: readonly { id: string; quantity: number }[];
  protection: readonly string[];
  protectionDeclined: boolean;
}

/** The form's values: text as native inputs hold it, a count per class and per extra. */
export interface ChangeValues {
  pickupDate: string;
  pickupTime: string;
  returnDate: string;
  returnTime: string;
  rentalMonths: string;
  /** Where the vehicles come back: the pickup location's id for a round trip (decision 028). */
  returnLocationId: string;
  /** By vehicle class id; "0" removes the class. */
  quantities: Record<string, string>;
  /** By extra id. */
  extras: Record<string, string>;
  protection: string[];
  /** Declined: a certificate of insurance is uploaded on the manage page (decision 023). */
  declineProtection: boolean;
}

/** Where the booking comes back: its return location, else where it is picked up. */
function bookedReturn(booked: BookedTrip): string {
  return booked.returnLocationId || booked.pickupLocationId || '';
}

export function draftOf(booked: BookedTrip): ChangeValues {
  return {
    pickupDate: booked.pickupDate,
    pickupTime: booked.pickupTime,
    returnDate: booked.returnDate,
    returnTime: booked.returnTime,
    rentalMonths: String(booked.rentalMonths ?? 1),
    returnLocationId: bookedReturn(booked),
    quantities: Object.fromEntries(booked.lines.map((l) => [l.vehicleId, String(l.quantity)])),
    extras: Object.fromEntries(booked.extras.map((e) => [e.id, String(e.quantity)])),
    protection: [...booked.protection],
    declineProtection: booked.protectionDeclined,
  };
}

const same = <T>(a: readonly T[], b: readonly T[]) => JSON.stringify(a) === JSON.stringify(b);
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** A checkbox group with one box ticked may come back as a string, with none as false. */
const ticked = (value: unknown): string[] =>
  Array.isArray(value) ? value.map(String) : typeof value === 'string' ? [value] : [];

/**
 * The lines the form holds: the booked classes first, in their order, then
 * those added (`order`), each with its count; classes at 0 are left out.
 */
export function linesOf(values: ChangeValues, order: readonly string[]) {
  return order
    .map((vehicleId) => ({ vehicleId, quantity: Number(values.quantities[vehicleId] ?? 0) }))
    .filter((l) => l.quantity !== 0);
}

/** The change the form makes to the booking: the fields that differ, nothing else. */
export function changeOf(
  booked: BookedTrip,
  values: ChangeValues,
  order: readonly string[],
): ReservationChange {
  const change: ReservationChange = {};
  const monthly = booked.rentalType === 'monthly';
  if (values.pickupDate !== booked.pickupDate) change.pickupDate = values.pickupDate;
  if (values.pickupTime !== booked.pickupTime) change.pickupTime = values.pickupTime;
  if (monthly) {
    const months = Number(values.rentalMonths);
    if (months !== booked.rentalMonths) change.rentalMonths = months;
  } else {
    if (values.returnDate !== booked.returnDate) change.returnDate = values.returnDate;
    if (values.returnTime !== booked.returnTime) change.returnTime = values.returnTime;
  }
  // The pickup location's id makes a one-way booking a round trip again (decision 028).
  if (values.returnLocationId && values.returnLocationId !== bookedReturn(booked))
    change.returnLocationId = values.returnLocationId;
  const lines = linesOf(values, order);
  const bookedLines = booked.lines.map((l) => ({ vehicleId: l.vehicleId, quantity: l.quantity }));
  if (!same(lines, bookedLines)) change.lines = lines;

  const extras = Object.entries(values.extras)
    .map(([id, quantity]) => ({ id, quantity: Number(quantity) }))
    .filter((e) => e.quantity !== 0)
    .sort(byId);
  const bookedExtras = booked.extras.map((e) => ({ id: e.id, quantity: e.quantity })).sort(byId);
  if (!same(extras, bookedExtras)) change.extras = extras;

  const protection = values.declineProtection ? [] : ticked(values.protection).sort();
  if (
    !same(protection, [...booked.protection].sort()) ||
    values.declineProtection !== booked.protectionDeclined
  ) {
    change.protection = protection;
  }
  return change;
}

/**
 * The form field a message of the API (or of the schema) is about, from its
 * path: a line's message goes beside its class's count; undefined for what no
 * field shows (a driver's, for one).
 */
export function fieldOf(path: readonly (string | number)[], sent: ReservationChange): string | undefined {
  const [head, index] = path;
  switch (head) {
    case 'lines': {
      const line = typeof index === 'undefined' ? undefined : sent.lines?.[Number(index)];
      return line ? `quantities.${line.vehicleId}` : 'lines';
    }
    case 'extras': {
      const extra = typeof index === 'undefined' ? undefined : sent.extras?.[Number(index)];
      return extra ? `extras.${extra.id}` : 'extras';
    }
    case 'protection':
    case 'ownCoverStatement':
      return 'protection';
    case 'pickupDate':
    case 'pickupTime':
    case 'returnDate':
    case 'returnTime':
    case 'returnLocationId':
    case 'rentalMonths':
      return head;
    default:
      return undefined;
  }
}

/** The form's field names in page order: the error summary's order. */
export function fieldOrder(order: readonly string[], extraIds: readonly string[]): string[] {
  return [
    'pickupDate',
    'pickupTime',
    'returnDate',
    'returnTime',
    'returnLocationId',
    'rentalMonths',
    ...order.map((id) => `quantities.${id}`),
    'lines',
    ...extraIds.map((id) => `extras.${id}`),
    'extras',
    'protection',
  ];
}
