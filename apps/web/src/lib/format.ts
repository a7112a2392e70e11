import { localeTags } from '@convoy/domain/content/locale';
import m from './format.messages';
import { locale as language } from './locale';

/**
 * Money and wall-clock formatting for the browser, on Intl only (no date
 * library in the bundle). Dates and times of a rental are wall-clock at the
 * pickup location (SPEC Part B §4): "YYYY-MM-DD" and "HH:mm" strings are shown
 * as they are, never shifted through the visitor's own timezone. One fixed
 * locale per build (en-US, es-US: decision 048), so the prerendered HTML and the browser agree.
 */
const locale = localeTags[language];

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents (SPEC Part B §3) as currency: 107400 → "$1,074.00". */
export function formatMoney(cents: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(cents / 100);
}

/** A wall-clock date and time as a UTC Date, only to hand to Intl with timeZone UTC. */
function wallClock(date: string, time = '00:00'): Date {
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [h = 0, min = 0] = time.split(':').map(Number);
  return new Date(Date.UTC(y, m - 1, d, h, min));
}

const dateFormats = {
  long: new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
  short: new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }),
};
const timeFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });

/** "2026-07-04" → "Saturday, July 4, 2026" (long) or "Sat, Jul 4, 2026" (short). */
export function formatDate(date: string, style: keyof typeof dateFormats = 'short'): string {
  return dateFormats[style].format(wallClock(date));
}

/** "14:30" → "2:30 PM". */
export function formatTime(time: string): string {
  return timeFormat.format(wallClock('2000-01-01', time));
}

/** "2026-07-04", "14:30" → "Sat, Jul 4, 2026 at 2:30 PM". */
export function formatDateTime(
  date: string,
  time: string,
  style: keyof typeof dateFormats = 'short',
): string {
  return m.dateAtTime({ date: formatDate(date, style), time: formatTime(time) });
}

/** The calendar date now at a location: "YYYY-MM-DD" in `zone`. */
export function todayIn(zone: string, now: Date | number = Date.now()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: zone,
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** "2026-07-04" plus `days` calendar days, as "YYYY-MM-DD". */
export function addDays(date: string, days: number): string {
  const d = wallClock(date);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A timezone in words: "America/New_York" → "Eastern Time" (the generic name, so it holds all year). */
export function timezoneLabel(zone: string, at: Date | number = Date.now()): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      timeZone: zone,
      timeZoneName: 'longGeneric',
    }).formatToParts(at);
    return parts.find((p) => p.type === 'timeZoneName')?.value ?? zone;
  } catch {
    return zone;
  }
}

/** A count with its noun: (1, 'day') → "1 day", (3, 'day') → "3 days". */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** An instant (ISO with offset) as a date and time at a location: "Sat, Jul 4, 2026 at 2:30 PM". */
export function formatInstant(iso: string, zone: string): string {
  const at = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: zone,
  }).format(at);
  return `${date} at ${formatClock(iso, zone)}`;
}

/** An instant's time of day at a location: "10:30 AM". */
export function formatClock(iso: string, zone: string): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: zone }).format(
    new Date(iso),
  );
}

/**
 * An instant with its zone's abbreviation, for a deadline read by someone who
 * may be elsewhere: "Tue, Jul 6, 2027 at 10:00 AM EDT".
 */
export function formatDeadline(iso: string, zone: string): string {
  const name = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' })
    .formatToParts(new Date(iso))
    .find((p) => p.type === 'timeZoneName')?.value;
  return name ? `${formatInstant(iso, zone)} ${name}` : formatInstant(iso, zone);
}
