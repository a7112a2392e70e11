import type { Location, OpeningHours, Weekday } from '@convoy/domain/content/locations';
import { weekdays } from '@convoy/domain/content/locations';
import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';
import { zonedIso } from '@convoy/domain/rules/zoned-time';
import { DateTime } from 'luxon';

/** How e-mails write money, times, hours and addresses (US English, the brand's market). */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 1234567 → "$12,345.67" (SPEC Part B §3: amounts are integer cents). */
export function formatMoney(cents: number): string {
  return usd.format(cents / 100);
}

/**
 * One formatter per time zone, kept: making one (or letting Luxon make one for
 * the zone's abbreviation) costs more than the rest of a booking's invoice
 * (measured: a tenth of a booking's CPU time before it was kept).
 */
const zoneFormats = new Map<string, Intl.DateTimeFormat>();

function zoneFormat(zone: string): Intl.DateTimeFormat {
  let format = zoneFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      weekday: 'long',
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    });
    zoneFormats.set(zone, format);
  }
  return format;
}

/** An instant as wall-clock time at the location with its zone: "Monday, July 6, 2026 at 9:00 AM EDT". */
export function formatLocalDateTime(instant: string | number, zone: string): string {
  const parts = Object.fromEntries(
    zoneFormat(zone)
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year} at ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${parts.timeZoneName}`;
}

/**
 * A one-way rental's return in words, wall-clock at the return location with
 * its zone (decision 028): "Return to Chicago West Loop, Monday, December 7,
 * 2026 at 10:00 AM CST".
 */
export function returnToWords(locationName: string, instant: string | number, zone: string): string {
  return `Return to ${locationName}, ${formatLocalDateTime(instant, zone)}`;
}

/** "2026-07-06" → "Monday, July 6, 2026". */
export function formatLocalDate(date: string): string {
  return DateTime.fromISO(date, { zone: 'UTC' }).setLocale('en-US').toFormat('cccc, LLLL d, yyyy');
}

/** An instant as the day it falls on in the back office's zone (an organisation has none): "Monday, May 3, 2027". */
export function dayOfInstant(at: number): string {
  return formatLocalDate(zonedIso(at, adminTimezone).slice(0, 10));
}

/** "19:00" → "7:00 PM". */
export function formatClock(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
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
    return h ? `${formatClock(h.open)}–${formatClock(h.close)}` : 'closed';
  };
  const lines: string[] = [];
  let start = 0;
  for (let i = 1; i <= weekdays.length; i++) {
    const first = weekdays[start]!;
    if (i < weekdays.length && label(weekdays[i]!) === label(first)) continue;
    const last = weekdays[i - 1]!;
    const days = first === last ? shortDays[first] : `${shortDays[first]}–${shortDays[last]}`;
    lines.push(`${days} ${label(first)}`);
    start = i;
  }
  return lines;
}

/** "1200 Harbor Boulevard, Baltimore, MD 21230". */
export function formatAddress(address: Location['address']): string {
  return `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;
}
