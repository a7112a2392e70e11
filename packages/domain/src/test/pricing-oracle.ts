import type { RentalRates } from '../rules/pricing.ts';

/**
 * SPEC §9, an independent oracle (test code only), written differently from pricing.ts: it peels off 24-hour
 * days and 7-day weeks in loops and counts display days upwards instead of
 * dividing, compares the leftover as fractional hours the way SPEC §9 reads
 * ("over 3 hours" …), and rounds with Math.round (half-up for positive numbers)
 * on floating-point thirds.
 */
export function spec9Oracle(durationMinutes: number, rates: RentalRates, quantity: number) {
  let remaining = durationMinutes;
  let days = 0;
  while (remaining >= 24 * 60) {
    remaining -= 24 * 60;
    days += 1;
  }
  const leftoverHours = remaining / 60;
  let partial = 0;
  if (leftoverHours > 3) partial = rates.dailyRateCents;
  else if (leftoverHours > 2) partial = Math.round((rates.dailyRateCents * 2) / 3);
  else if (leftoverHours > 1) partial = Math.round(rates.dailyRateCents / 3);

  let base = 0;
  let daysLeft = days;
  if (days >= 7 && rates.weeklyRateCents > 0) {
    while (daysLeft >= 7) {
      base += rates.weeklyRateCents;
      daysLeft -= 7;
    }
  }
  base += daysLeft * rates.dailyRateCents;

  let displayDays = 0;
  while (displayDays * 24 * 60 < durationMinutes) displayDays += 1;
  const unit = base + partial;
  return {
    fullDays: days,
    partialDayCents: partial,
    baseCents: base,
    subtotalCents: unit * quantity,
    displayDays,
    effectiveDailyRateCents: Math.round((unit * quantity) / displayDays),
    unitEffectiveDailyRateCents: Math.round(unit / displayDays),
  };
}
