import type { PricedVehicleGroup, PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { priceCopy } from './copy/price-copy';

/**
 * The price of `quantity` vehicles from availability's one-vehicle breakdown,
 * as the server computes it on booking (pricing-breakdown.schema.ts: subtotal =
 * unit subtotal × quantity; effective daily rate = subtotal / display days,
 * rounded half-up to the cent, SPEC Part B §5). The booking's answer is
 * authoritative; this is what confirm shows before it.
 */
export function quantityBreakdown(unit: PricingBreakdown, quantity: number): PricingBreakdown {
  const subtotalCents = unit.unitSubtotalCents * quantity;
  return {
    ...unit,
    quantity,
    subtotalCents,
    effectiveDailyRateCents:
      unit.displayDays > 0 ? divideHalfUp(subtotalCents, unit.displayDays) : subtotalCents,
  };
}

/** n / d rounded half-up, for non-negative integers, without floating-point error. */
function divideHalfUp(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

export interface PriceLine {
  label: string;
  cents: number;
}

/**
 * The lines of a breakdown, in the order SPEC §9 computes them: weeks and days
 * (or months), the part-day charge, then the number of vehicles.
 */
export function priceLines(b: PricingBreakdown): PriceLine[] {
  const lines: PriceLine[] = [];
  if (b.rentalType === 'monthly') {
    const months = b.rentalMonths ?? 1;
    lines.push({ label: priceCopy.lines.months(months, b.monthlyRateCents), cents: b.baseCents });
  } else {
    if (b.weeklyRateApplied && b.weeks > 0)
      lines.push({
        label: priceCopy.lines.weeks(b.weeks, b.weeklyRateCents),
        cents: b.weeks * b.weeklyRateCents,
      });
    // extraDays: the full days outside whole weeks, or all of them when no weekly rate applied.
    if (b.extraDays > 0)
      lines.push({
        label: priceCopy.lines.days(b.extraDays, b.dailyRateCents),
        cents: b.extraDays * b.dailyRateCents,
      });
    if (b.partialDayCharge !== 'none')
      lines.push({
        label: priceCopy.lines.partial[b.partialDayCharge](b.leftoverHours),
        cents: b.partialDayCents,
      });
    else if (b.leftoverMinutes > 0)
      lines.push({ label: priceCopy.lines.freeHour(b.leftoverHours), cents: 0 });
  }
  if (b.quantity > 1) {
    lines.push({ label: priceCopy.lines.unitSubtotal, cents: b.unitSubtotalCents });
    lines.push({ label: priceCopy.lines.vehicles(b.quantity), cents: b.subtotalCents });
  }
  return lines;
}

/**
 * One class of a reservation as a breakdown of its own, for `priceLines`: the
 * trip's period with the class's rates and amounts. The weeks follow the
 * class's own weekly rate (SPEC §9 step 3: whole weeks when it applied, else
 * every full day at the daily rate).
 */
export function groupBreakdown(trip: PricingBreakdown, g: PricedVehicleGroup): PricingBreakdown {
  const weekly = g.weeklyRateApplied;
  return {
    ...trip,
    dailyRateCents: g.dailyRateCents,
    weeklyRateCents: g.weeklyRateCents,
    monthlyRateCents: g.monthlyRateCents,
    weeklyRateApplied: weekly,
    weeks: weekly ? Math.floor(trip.fullDays / 7) : 0,
    extraDays: weekly ? trip.fullDays % 7 : trip.fullDays,
    baseCents: g.baseCents,
    partialDayCents: g.partialDayCents,
    unitSubtotalCents: g.unitSubtotalCents,
    quantity: g.quantity,
    subtotalCents: g.subtotalCents,
    unitEffectiveDailyRateCents: g.unitEffectiveDailyRateCents,
  };
}
