import type { Location, OpeningHours, Weekday } from '@convoy/domain/content/locations';
import { weekdays } from '@convoy/domain/content/locations';
import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { language, languageTag } from '../i18n/language.ts';
import { defineMessages } from '../i18n/messages.ts';

/**
 * How e-mails and documents write money, times, hours and addresses: US English, or Spanish as written in
 * the US for a renter who booked in Spanish (decision 048: the language of the render, i18n/language.ts).
 */
const words = defineMessages({
  dateAtTime: { en: '{date} at {time}', es: '{date}, {time}' },
  returnTo: { en: 'Return to {location}, {when}', es: 'Devolución en {location}, {when}' },
  closed: { en: 'closed', es: 'cerrado' },
});

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** 1234567 → "$12,345.67" (SPEC Part B §3: amounts are integer cents; the same in es-US). */
export function formatMoney(cents: number): string {
  const tag = languageTag();
  let format = moneyFormats.get(tag);
  if (!format) {
    format = new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' });
    moneyFormats.set(tag, format);
  }
  return format.format(cents / 100);
}

/**
 * One formatter per time zone, kept: making one (or letting Luxon make one for
 * the zone's abbreviation) costs more than the rest of a booking's invoice
 * (measured: a tenth of a booking's CPU time before it was kept).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string, tag = 'en-US'): Intl.DateTimeFormat {
  const key = `${tag} ${zone}`;
  let format = zoneFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    zoneFormats.set(key, format);
  }
  return format;
}

/** An instant as wall-clock time at the location with its zone: "Monday, July 6, 2026 at 9:00 AM EDT". */
export function formatLocalDateTime(instant: string | number, zone: string): string {
  // Spanish: "lunes, 6 de julio de 2026, 9:00 a.m. EDT", as Intl writes it for es-US.
  if (language() !== 'en') return zoneFormat(zone, languageTag()).format(new Date(instant));
  const parts = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return words().dateAtTime({
    date: `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}`,
    time: `${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`,
  });
}

/**
 * A one-way rental's return in words, wall-clock at the return location with
 * its zone (decision 028): "Return to Chicago West Loop, Monday, December 7,
 * 2026 at 10:00 AM CST".
 */
export function returnToWords(locationName: string, instant: string | number, zone: string): string {
  return words().returnTo({ location: locationName, when: formatLocalDateTime(instant, zone) });
}

/** One formatter per language, kept (a booking's e-mails write several dates; making one costs more than using it). */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** "2026-07-06" → "Monday, July 6, 2026"; in Spanish "lunes, 6 de julio de 2026". */
export function formatLocalDate(date: string): string {
  const tag = languageTag();
  let format = dayFormats.get(tag);
  if (!format) {
    format = new Intl.DateTimeFormat(tag, {
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(tag, format);
  }
  // The calendar day as written: its UTC midnight, formatted in UTC. Text that is no day ("2026-02-31",
  // "2026-07") is written as it is, never an error in the middle of a message (a caller holding unchecked
  // text leaves it out first).
  const at = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : Number.NaN;
  return !Number.isNaN(at) && new Date(at).toISOString().startsWith(date) ? format.format(at) : date;
}

/** An instant as the day it falls on in the back office's zone (an organisation has none): "Monday, May 3, 2027". */
export function dayOfInstant(at: number): string {
  return formatLocalDate(zonedIso(at, adminTimezone).slice(0, 10));
}

/** "19:00" → "7:00 PM". */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  if (language() !== 'en')
    return new Intl.DateTimeFormat(languageTag(), {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    }).format(Date.UTC(2000, 0, 1, h, m));
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** Mon, Tue… in English; lun, mar… as Intl writes them in the current language. */
function shortDay(day: Weekday): string {
  if (language() === 'en') return shortDays[day];
  // 2024-01-01 was a Monday.
  const date = Date.UTC(2024, 0, 1 + weekdays.indexOf(day));
  return new Intl.DateTimeFormat(languageTag(), { weekday: 'short', timeZone: 'UTC' }).format(date);
}

const shortDays: Record<Weekday, string> = {
  mon: 'Mon',
  tue: 'Tue',
  wed: 'Wed',
  thu: 'Thu',
  fri: 'Fri',
  sat: 'Sat',
  sun: 'Sun',
};

/** Opening hours with runs of equal days merged: ["Mon–Fri 7:00 AM–7:00 PM", "Sat 8:00 AM–5:00 PM", "Sun closed"]. */
export function formatOpeningHours(hours: OpeningHours): string[] {
  const label = (day: Weekday) => {
    const h = hours[day];
    return h ? `${formatClock(h.open)}–${formatClock(h.close)}` : words().closed();
  };
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i++) {
    const first = weekdays[start]!;
    if (i < weekdays.length && label(weekdays[i]!) === label(first)) continue;
    const last = weekdays[i - 1]!;
    const days = first === last ? shortDay(first) : `${shortDay(first)}–${shortDay(last)}`;
    lines.push(`${days} ${label(first)}`);
    start = i;
  }
  return lines;
}

/** "1200 Harbor Boulevard, Baltimore, MD 21230". */
export function formatAddress(address: Location['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
