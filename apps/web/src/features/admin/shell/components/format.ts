import { adminTimezone } from '@convoy/domain/contracts/admin-lists.schema';

const instant = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: adminTimezone,
});

/** An ISO instant as the back office's local date and time: "Jul 1, 2026, 8:00 AM". */
export function formatInstantShort(iso: string): string {
  return instant.format(new Date(iso));
}

/** Today in the back office's timezone, "YYYY-MM-DD". */
export function todayInAdminZone(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: adminTimezone }).format(now);
}

/** "YYYY-MM-DD" plus or minus days. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / 1024 / 1024).toFixed(1))} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** "179" or "179.5" or "$1,074.00" → cents; NaN when it is not an amount (the schema names it). */
export function dollarsToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return Number.NaN;
  return Math.round(Number(cleaned) * 100);
}

/** Cents as the dollars a form shows: 17950 → "179.50". */
export const centsToDollars = (cents: number) => (cents / 100).toFixed(2);

/** "30" → 30; NaN when it is not a whole number (the schema names the field). */
export function wholeNumber(text: string): number {
  const cleaned = text.trim();
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}
