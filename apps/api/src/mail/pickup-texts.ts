import { brand } from '@convoy/domain/content/brand';
import { isLocale } from '@convoy/domain/content/locale';
import type { Weekday } from '@convoy/domain/content/locations';
import { DateTime } from 'luxon';
import { inLanguage, language, languageTag } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';
import type { ReservationSnapshot } from '../outbox/outbox-message.ts';
import { formatAddress, formatClock } from './format.ts';
import { depositOf } from './pickup-emails.ts';
import { manageUrl } from './reservation-facts.ts';

/**
 * The reminders as text messages (decision 022): a few lines, no name, no
 * licence, no amount; the time in the location's zone; the opt-out words the
 * carriers expect at the end. In the renter's language (decision 048).
 */

const words = defineMessages({
  optOut: { en: 'Reply STOP to opt out.', es: 'Responda STOP para darse de baja.' },
  open: { en: 'open {open} to {close}', es: 'abierto de {open} a {close}' },
  closed: { en: 'closed that day', es: 'cerrado ese día' },
  reminder: {
    en: '{brand}: pickup {when} at {location}. Drivers, payment and details: {url} {optOut}',
    es: '{brand}: recogida el {when} en {location}. Conductores, pago y detalles: {url} {optOut}',
  },
  // ICU writes a straight apostrophe doubled: the text reads "driver's license", as carriers get it.
  bringLicence: { en: "driver''s license", es: 'licencia de conducir' },
  bringCardDeposit: { en: 'card for the deposit', es: 'tarjeta para el depósito' },
  bringCard: { en: 'card', es: 'tarjeta' },
  bringCertificate: { en: 'insurance certificate', es: 'certificado de seguro' },
  dayBefore: {
    en: '{brand}: pickup {when}, {location}, {address} ({hours}). Bring: {bring}.{link} {optOut}',
    es: '{brand}: recogida el {when}, {location}, {address} ({hours}). Traiga: {bring}.{link} {optOut}',
  },
  preArrivalLink: {
    en: '{brand}: before your pickup {pickup} at {location}, add your license and sign online: {link} {optOut}',
    es: '{brand}: antes de su recogida del {pickup} en {location}, agregue su licencia y firme en línea: {link} {optOut}',
  },
});

/** Where links point: the site's origin. */
export type Site = { publicUrl: string };

/**
 * A text about a booking in the renter's language: the one stored on it (texts are written when they are
 * queued, outside any e-mail's render); the current language for a snapshot from before bookings had one.
 */
const inBookingLanguage = <T>(s: ReservationSnapshot, write: () => T): T => {
  const locale = (s.reservation as { locale?: unknown }).locale;
  return inLanguage(isLocale(locale) ? locale : language(), write);
};

/** The pickup as the location's clock shows it. */
const localPickup = (s: ReservationSnapshot) =>
  DateTime.fromISO(s.reservation.pickupAt, { zone: s.location.timezone }).setLocale('en-US');

/** "Mon, Sep 21, 9:00 AM EDT"; in Spanish "lun, 21 de sept, 9:00 a.m. EDT". */
function when(s: ReservationSnapshot): string {
  if (language() === 'en') return localPickup(s).toFormat('ccc, LLL d, h:mm a ZZZZ');
  return new Intl.DateTimeFormat(languageTag(), {
    timeZone: s.location.timezone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(new Date(s.reservation.pickupAt));
}

/** The hours the location keeps on the pickup day. */
function hoursOnPickupDay(s: ReservationSnapshot): string {
  const day = localPickup(s).toFormat('ccc').toLowerCase() as Weekday;
  const hours = s.location.openingHours[day];
  return hours
    ? words().open({ open: formatClock(hours.open), close: formatClock(hours.close) })
    : words().closed();
}

/** The reminder days before pickup, to the renter: when, and the manage page (drivers, balance). */
export function pickupReminderText(s: ReservationSnapshot, site: Site): string {
  return inBookingLanguage(s, () =>
    words().reminder({
      brand: brand.name,
      when: when(s),
      location: s.location.name,
      url: manageUrl(site, s.reservation.code),
      optOut: words().optOut(),
    }),
  );
}

/** The day before pickup: when, where, the day's hours, what to bring; the manage link to the renter only. */
export function pickupDayText(s: ReservationSnapshot, site: Site | null): string {
  return inBookingLanguage(s, () => {
    const w = words();
    const bring = [
      w.bringLicence(),
      depositOf(s) > 0 ? w.bringCardDeposit() : w.bringCard(),
      ...(s.reservation.protectionDeclined === true ? [w.bringCertificate()] : []),
    ].join(', ');
    return w.dayBefore({
      brand: brand.name,
      when: when(s),
      location: s.location.name,
      address: formatAddress(s.location.address),
      hours: hoursOnPickupDay(s),
      bring,
      link: site ? ` ${manageUrl(site, s.reservation.code)}` : '',
      optOut: w.optOut(),
    });
  });
}

/** The place of the driver's personal link in their text; the SMS outbox keeps the link sealed until it sends. */
export const linkPlaceholder = '{link}';

/**
 * A driver's pre-arrival link by text (decision 024), to a driver named with a
 * phone that opted in and no e-mail: when and where, and the link; no name. In
 * the current language: the caller writes `pickup` and this text in the booking's.
 */
export function preArrivalLinkText(pickup: string, locationName: string): string {
  return words().preArrivalLink({
    brand: brand.name,
    pickup,
    location: locationName,
    link: linkPlaceholder,
    optOut: words().optOut(),
  });
}
