import type { Location } from '@convoy/domain/content/locations';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import type { ReservationSnapshot } from '../outbox/outbox-message.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Block } from './document.ts';
import { formatAddress, formatLocalDateTime, formatOpeningHours } from './format.ts';
import type { MailContext } from './rendered-email.ts';

/** What every e-mail about a reservation says of it: its facts, its location, the link to manage it. */

/** Several classes are named in `vehicleName` already; a message queued before lines has none. */
const severalClasses = ({ reservation: r }: ReservationSnapshot) => (r.lines?.length ?? 1) > 1;
export const vehicles = (s: ReservationSnapshot) => {
  const r = s.reservation;
  return !severalClasses(s) && r.quantity > 1 ? `${r.quantity} × ${r.vehicleName}` : r.vehicleName;
};

export const manageUrl = (ctx: Pick<MailContext, 'publicUrl'>, code: string) =>
  `${ctx.publicUrl}/manage?code=${encodeURIComponent(code)}`;

/** The facts; with the context that opens sealed values, the delivery and collection addresses too (decision 030). */
export function reservationFacts(
  s: ReservationSnapshot,
  ctx?: Pick<MailContext, 'open'>,
): [string, string][] {
  const { reservation: r, location } = s;
  return [
    ['Confirmation code', r.code],
    [severalClasses(s) ? 'Vehicles' : 'Vehicle', vehicles(s)],
    ['Pickup', formatLocalDateTime(r.pickupAt, location.timezone)],
    returnRow(s),
    ...roadTripRows(s, ctx),
    ['Renter', `${r.contact.firstName} ${r.contact.lastName}`],
    ...driverRows(s),
    ...coverRows(s),
  ];
}

/**
 * A one-way rental's return location (decision 028), as the message's
 * snapshot holds it; undefined for a round trip (or a message queued before
 * the snapshot named it).
 */
export function returnLocationOf(s: ReservationSnapshot): Location | undefined {
  const id = s.reservation.returnLocationId;
  return id && id !== s.location.id && s.returnLocation?.id === id ? s.returnLocation : undefined;
}

/**
 * The return, wall-clock at the return location with its time zone; a
 * one-way rental's names where: "Return to Chicago West Loop", "Monday,
 * December 7, 2026 at 10:00 AM CST".
 */
function returnRow(s: ReservationSnapshot): [string, string] {
  const r = s.reservation;
  const at = formatLocalDateTime(r.returnAt, r.returnTimezone ?? s.location.timezone);
  const there = returnLocationOf(s);
  return there ? [`Return to ${there.name}`, at] : ['Return', at];
}

function roadTripRows(s: ReservationSnapshot, ctx?: Pick<MailContext, 'open'>): [string, string][] {
  if (!s.roadTrips || !ctx) return [];
  const words = (secret: SealedSecret) => {
    const { address, instructions } = JSON.parse(ctx.open(secret)) as {
      address: { line1: string; line2?: string; city: string; region: string; postalCode: string };
      instructions: string | null;
    };
    const line = [address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`]
      .filter((p) => p)
      .join(', ');
    return instructions ? `${line}. Instructions: ${instructions}` : line;
  };
  const rows: [string, string][] = [];
  if (s.roadTrips.delivery) rows.push(['Delivered to', words(s.roadTrips.delivery)]);
  if (s.roadTrips.collection) rows.push(['Collected from', words(s.roadTrips.collection)]);
  return rows;
}

/** The named drivers, license numbers masked (none in messages queued before drivers). */
function driverRows({ reservation: r }: ReservationSnapshot): [string, string][] {
  const drivers = r.drivers ?? [];
  const rows: [string, string][] = drivers.map((d) => [
    `Driver, ${drivenVehicleName({ vehicleName: d.vehicleName, vehicleNumber: d.vehicleNumber ?? null })}`,
    // No expiry: the driver has not given their licence yet (decision 024), not one erased.
    d.licenceNumberMasked
      ? `${d.name}, license ${d.licenceNumberMasked}`
      : `${d.name}, license ${d.licenceExpiry ? '(erased)' : 'not given yet'}`,
  ]);
  return rows;
}

/**
 * Protection declined, with the cover the renter stated (a message queued
 * before 0014 has neither); since certificates of insurance, with where to
 * upload one (decision 023).
 */
function coverRows({ reservation: r }: ReservationSnapshot): [string, string][] {
  if (r.protectionDeclined !== true) return [];
  if (!r.ownCoverStatement)
    return [
      [
        'Protection',
        'Declined. Upload your certificate of insurance from your booking’s page before pickup.',
      ],
    ];
  return [['Protection', `Declined. Your cover: ${r.ownCoverStatement}`]];
}

/** A location's address, phone and hours, as lines. */
const locationLines = (location: Location) => [
  location.name,
  formatAddress(location.address),
  `Phone: ${location.phone}`,
  `Hours: ${formatOpeningHours(location.openingHours).join('; ')}`,
];

/** Where the vehicles are picked up and returned: one block, or one for each end of a one-way rental. */
export function locationBlock(s: ReservationSnapshot): Block[] {
  const there = returnLocationOf(s);
  if (!there) {
    return [
      { type: 'heading', text: 'Pickup and return' },
      { type: 'lines', lines: locationLines(s.location) },
    ];
  }
  return [
    { type: 'heading', text: 'Pickup' },
    { type: 'lines', lines: locationLines(s.location) },
    { type: 'heading', text: `Return to ${there.name}` },
    { type: 'lines', lines: locationLines(there) },
  ];
}
