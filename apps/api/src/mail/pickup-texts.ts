import { brand } from '@convoy/domain/content/brand';
import type { Weekday } from '@convoy/domain/content/locations';
import { DateTime } from 'luxon';
import type { ReservationSnapshot } from '../outbox/outbox-message.ts';
import { formatAddress, formatClock } from './format.ts';
import { depositOf } from './pickup-emails.ts';
import { manageUrl } from './reservation-facts.ts';

/**
 * The reminders as text messages (decision 022): a few lines, no name, no
 * licence, no amount; the time in the location's zone; the opt-out words the
 * carriers expect at the end.
 */

const optOut = 'Reply STOP to opt out.';

/** Where links point: the site's origin. */
export type Site = { publicUrl: string };

/** The pickup as the location's clock shows it. */
const localPickup = (s: ReservationSnapshot) =>
  DateTime.fromISO(s.reservation.pickupAt, { zone: s.location.timezone }).setLocale('en-US');

/** "Mon, Sep 21, 9:00 AM EDT". */
const when = (s: ReservationSnapshot) => localPickup(s).toFormat('ccc, LLL d, h:mm a ZZZZ');

/** The hours the location keeps on the pickup day. */
function hoursOnPickupDay(s: ReservationSnapshot): string {
  const day = localPickup(s).toFormat('ccc').toLowerCase() as Weekday;
  const hours = s.location.openingHours[day];
  return hours ? `open ${formatClock(hours.open)} to ${formatClock(hours.close)}` : 'closed that day';
}

/** The reminder days before pickup, to the renter: when, and the manage page (drivers, balance). */
export function pickupReminderText(s: ReservationSnapshot, site: Site): string {
  return `${brand.name}: pickup ${when(s)} at ${s.location.name}. Drivers, payment and details: ${manageUrl(site, s.reservation.code)} ${optOut}`;
}

/** The day before pickup: when, where, the day's hours, what to bring; the manage link to the renter only. */
export function pickupDayText(s: ReservationSnapshot, site: Site | null): string {
  const bring = [
    "driver's license",
    depositOf(s) > 0 ? 'card for the deposit' : 'card',
    ...(s.reservation.protectionDeclined === true ? ['insurance certificate'] : []),
  ].join(', ');
  const link = site ? ` ${manageUrl(site, s.reservation.code)}` : '';
  return `${brand.name}: pickup ${when(s)}, ${s.location.name}, ${formatAddress(s.location.address)} (${hoursOnPickupDay(s)}). Bring: ${bring}.${link} ${optOut}`;
}

/** The place of the driver's personal link in their text; the SMS outbox keeps the link sealed until it sends. */
export const linkPlaceholder = '{link}';

/**
 * A driver's pre-arrival link by text (decision 024), to a driver named with a
 * phone that opted in and no e-mail: when and where, and the link; no name.
 */
export function preArrivalLinkText(pickup: string, locationName: string): string {
  return `${brand.name}: before your pickup ${pickup} at ${locationName}, add your license and sign online: ${linkPlaceholder} ${optOut}`;
}
