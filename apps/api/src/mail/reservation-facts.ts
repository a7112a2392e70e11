import { localizedPath } from '@convoy/domain/content/locale';
import type { Location } from '@convoy/domain/content/locations';
import { drivenVehicleName } from '@convoy/domain/rules/driver-coverage';
import { language } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import type { ReservationSnapshot } from '../outbox/outbox-message.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { Block } from './document.ts';
import { formatAddress, formatLocalDateTime, formatOpeningHours } from './format.ts';
import type { MailContext } from './rendered-email.ts';

/** What every e-mail about a reservation says of it: its facts, its location, the link to manage it. */

const words = defineMessages({
  viewReservation: { en: 'View your reservation', es: 'Ver su reserva' },
  code: { en: 'Confirmation code', es: 'Código de confirmación' },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  vehicle: { en: 'Vehicle', es: 'Vehículo' },
  pickup: { en: 'Pickup', es: 'Recogida' },
  return: { en: 'Return', es: 'Devolución' },
  returnTo: { en: 'Return to {location}', es: 'Devolución en {location}' },
  renter: { en: 'Renter', es: 'Arrendatario' },
  instructions: {
    en: '{address}. Instructions: {instructions}',
    es: '{address}. Indicaciones: {instructions}',
  },
  deliveredTo: { en: 'Delivered to', es: 'Entrega en' },
  collectedFrom: { en: 'Collected from', es: 'Retiro en' },
  driverOf: { en: 'Driver, {vehicle}', es: 'Conductor, {vehicle}' },
  licence: { en: '{name}, license {number}', es: '{name}, licencia {number}' },
  licenceErased: { en: '{name}, license (erased)', es: '{name}, licencia (borrada)' },
  licenceNotGiven: { en: '{name}, license not given yet', es: '{name}, licencia aún no entregada' },
  protection: { en: 'Protection', es: 'Protección' },
  declinedUpload: {
    en: 'Declined. Upload your certificate of insurance from your booking’s page before pickup.',
    es: 'Rechazada. Suba su certificado de seguro desde la página de su reserva antes de la recogida.',
  },
  declinedCover: { en: 'Declined. Your cover: {cover}', es: 'Rechazada. Su cobertura: {cover}' },
  phone: { en: 'Phone: {phone}', es: 'Teléfono: {phone}' },
  hours: { en: 'Hours: {hours}', es: 'Horario: {hours}' },
  pickupAndReturn: { en: 'Pickup and return', es: 'Recogida y devolución' },
});

/** Several classes are named in `vehicleName` already; a message queued before lines has none. */
const severalClasses = ({ reservation: r }: ReservationSnapshot) => (r.lines?.length ?? 1) > 1;
export const vehicles = (s: ReservationSnapshot) => {
  const r = s.reservation;
  return !severalClasses(s) && r.quantity > 1 ? `${r.quantity} × ${r.vehicleName}` : r.vehicleName;
};

/** A page of the site in the renter's language (decision 048): /manage, or /es/manage for a Spanish render. */
export const siteLink = (ctx: Pick<MailContext, 'publicUrl'>, path: string) =>
  `${ctx.publicUrl}${localizedPath(path, language())}`;

export const manageUrl = (ctx: Pick<MailContext, 'publicUrl'>, code: string) =>
  `${siteLink(ctx, '/manage')}?code=${encodeURIComponent(code)}`;

/** The link to the reservation's page: "View your reservation". */
export const manageLink = (ctx: Pick<MailContext, 'publicUrl'>, code: string): Block => ({
  type: 'link',
  label: words().viewReservation(),
  url: manageUrl(ctx, code),
});

/** The facts; with the context that opens sealed values, the delivery and collection addresses too (decision 030). */
export function reservationFacts(
  s: ReservationSnapshot,
  ctx?: Pick<MailContext, 'open'>,
): [string, string][] {
  const { reservation: r, location } = s;
  const w = words();
  return [
    [w.code(), r.code],
    [severalClasses(s) ? w.vehicles() : w.vehicle(), vehicles(s)],
    [w.pickup(), formatLocalDateTime(r.pickupAt, location.timezone)],
    returnRow(s),
    ...roadTripRows(s, ctx),
    [w.renter(), `${r.contact.firstName} ${r.contact.lastName}`],
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
  return there ? [words().returnTo({ location: there.name }), at] : [words().return(), at];
}

function roadTripRows(s: ReservationSnapshot, ctx?: Pick<MailContext, 'open'>): [string, string][] {
  if (!s.roadTrips || !ctx) return [];
  const addressOf = (secret: SealedSecret) => {
    const { address, instructions } = JSON.parse(ctx.open(secret)) as {
      address: { line1: string; line2?: string; city: string; region: string; postalCode: string };
      instructions: string | null;
    };
    const line = [address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`]
      .filter((p) => p)
      .join(', ');
    return instructions ? words().instructions({ address: line, instructions }) : line;
  };
  const rows: [string, string][] = [];
  if (s.roadTrips.delivery) rows.push([words().deliveredTo(), addressOf(s.roadTrips.delivery)]);
  if (s.roadTrips.collection) rows.push([words().collectedFrom(), addressOf(s.roadTrips.collection)]);
  return rows;
}

/** The named drivers, license numbers masked (none in messages queued before drivers). */
function driverRows({ reservation: r }: ReservationSnapshot): [string, string][] {
  const drivers = r.drivers ?? [];
  const w = words();
  const rows: [string, string][] = drivers.map((d) => [
    w.driverOf({
      vehicle: drivenVehicleName({ vehicleName: d.vehicleName, vehicleNumber: d.vehicleNumber ?? null }),
    }),
    // No expiry: the driver has not given their licence yet (decision 024), not one erased.
    d.licenceNumberMasked
      ? w.licence({ name: d.name, number: d.licenceNumberMasked })
      : d.licenceExpiry
        ? w.licenceErased({ name: d.name })
        : w.licenceNotGiven({ name: d.name }),
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
  const w = words();
  if (!r.ownCoverStatement) return [[w.protection(), w.declinedUpload()]];
  return [[w.protection(), w.declinedCover({ cover: r.ownCoverStatement })]];
}

/** A location's address, phone and hours, as lines. */
const locationLines = (location: Location) => [
  location.name,
  formatAddress(location.address),
  words().phone({ phone: location.phone }),
  words().hours({ hours: formatOpeningHours(location.openingHours).join('; ') }),
];

/** Where the vehicles are picked up and returned: one block, or one for each end of a one-way rental. */
export function locationBlock(s: ReservationSnapshot): Block[] {
  const there = returnLocationOf(s);
  if (!there) {
    return [
      { type: 'heading', text: words().pickupAndReturn() },
      { type: 'lines', lines: locationLines(s.location) },
    ];
  }
  return [
    { type: 'heading', text: words().pickup() },
    { type: 'lines', lines: locationLines(s.location) },
    { type: 'heading', text: words().returnTo({ location: there.name }) },
    { type: 'lines', lines: locationLines(there) },
  ];
}
