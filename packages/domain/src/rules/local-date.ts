/**
 * Calendar arithmetic on local dates ("YYYY-MM-DD"), with no time zone and no
 * library: what a form needs before anything else loads (the last pickup date
 * the search offers). time.ts validates and converts; these assume a valid date.
 */

/** Days in a month of the proleptic Gregorian calendar; month is 1–12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/**
 * The same day of the month `months` later (or earlier, when negative), clamped
 * to the last day of a shorter month: 2026-01-31 + 1 → 2026-02-28. Each result
 * is counted from the start date, so 2026-01-31 + 2 → 2026-03-31. Returns
 * undefined for a year outside 0–9999.
 */
export function monthsLater(date: string, months: number): string | undefined {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const monthIndex = year * 12 + (month - 1) + months;
  const newYear = Math.floor(monthIndex / 12);
  const newMonth = monthIndex - newYear * 12 + 1;
  if (newYear < 0 || newYear > 9999) return undefined;
  const newDay = Math.min(day, daysInMonth(newYear, newMonth));
  return `${pad(newYear, 4)}-${pad(newMonth, 2)}-${pad(newDay, 2)}`;
}
