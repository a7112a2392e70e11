import type { PricedTrip, PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { lineLabelText } from '@convoy/domain/rules/price-line-quantity';
import type { PricingBreakdown } from '@convoy/domain/rules/pricing';
import { formatMoney } from './format.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

const partialLabels = {
  none: 'free',
  'one-third': 'a third of the daily rate',
  'two-thirds': 'two thirds of the daily rate',
  'full-day': 'a full daily rate',
} as const;

function duration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return [h ? `${h} h` : '', m ? `${m} min` : ''].filter(Boolean).join(' ');
}

/**
 * A stored price as label–amount rows: how the vehicles' base was reached
 * (SPEC §9), every priced line and tax as booked, the total and what is due
 * when. A message queued before the true total has only the base: its rows end
 * with that total, as they did then.
 */
export function priceLines(p: PricingBreakdown | PricedTrip): [string, string][] {
  // Several classes: each has its own rates, and its lines name it.
  const rows = severalClasses(p) ? [] : baseLines(p);
  if (!('lines' in p)) {
    rows.push([`Total (${p.currency})`, formatMoney(p.subtotalCents)]);
    return rows;
  }
  for (const l of p.lines) rows.push([lineLabel(l, p.chargeDays), formatMoney(l.amountCents)]);
  for (const t of p.taxes) {
    rows.push([t.rate === undefined ? t.label : `${t.label} (${t.rate}%)`, formatMoney(t.amountCents)]);
  }
  rows.push([`Total (${p.currency}), taxes and fees included`, formatMoney(p.totalCents)]);
  if (p.depositCents > 0) rows.push(['Refundable deposit, held at pickup', formatMoney(p.depositCents)]);
  rows.push(['Due now', formatMoney(p.dueNowCents)], ['Due at pickup', formatMoney(p.dueAtPickupCents)]);
  if (p.excessMileageEstimateCents !== undefined && p.excessMileageEstimateCents > 0) {
    rows.push([
      'Estimated excess mileage (charged at return, if driven)',
      formatMoney(p.excessMileageEstimateCents),
    ]);
  }
  return rows;
}

function severalClasses(p: PricingBreakdown | PricedTrip): boolean {
  return 'vehicles' in p && Array.isArray(p.vehicles) && p.vehicles.length > 1;
}

/** One sentence for a calendar entry: every line, the taxes and the total, as booked. */
export function priceSummary(p: PricingBreakdown | PricedTrip): string {
  if (!('lines' in p)) return `Total ${formatMoney(p.subtotalCents)}.`;
  const parts = [...p.lines.map((l) => `${lineLabel(l, p.chargeDays)} ${formatMoney(l.amountCents)}`)];
  for (const t of p.taxes) parts.push(`${t.label} ${formatMoney(t.amountCents)}`);
  return `Price: ${parts.join('; ')}. Total ${formatMoney(p.totalCents)}, taxes and fees included; due at pickup ${formatMoney(p.dueAtPickupCents)}.`;
}

/**
 * "Label (2 vehicles × 3 days × $12.00)" when more than one unit, else the label
 * (domain rules/price-line-quantity.ts). `chargeDays`: the trip's, to split a
 * per-day quantity; 0 where it is not known (an invoice's lines).
 */
export function lineLabel(l: PriceLine, chargeDays = 0): string {
  return lineLabelText(l, chargeDays, formatMoney);
}

/** How one vehicle's base was reached, SPEC §9's steps in the order they apply. */
function baseLines(p: PricingBreakdown): [string, string][] {
  const rows: [string, string][] = [];
  if (p.rentalType === 'monthly') {
    rows.push([
      `${plural(p.rentalMonths ?? 0, 'month')} × ${formatMoney(p.monthlyRateCents)}`,
      formatMoney(p.baseCents),
    ]);
  } else {
    if (p.weeks > 0) {
      rows.push([
        `${plural(p.weeks, 'week')} × ${formatMoney(p.weeklyRateCents)}`,
        formatMoney(p.weeks * p.weeklyRateCents),
      ]);
    }
    if (p.extraDays > 0) {
      rows.push([
        `${plural(p.extraDays, 'day')} × ${formatMoney(p.dailyRateCents)}`,
        formatMoney(p.extraDays * p.dailyRateCents),
      ]);
    }
    if (p.leftoverMinutes > 0) {
      rows.push([
        `Extra ${duration(p.leftoverMinutes)} (${partialLabels[p.partialDayCharge]})`,
        formatMoney(p.partialDayCents),
      ]);
    }
  }
  if (p.quantity > 1) {
    rows.push(['Per vehicle', formatMoney(p.unitSubtotalCents)], ['Vehicles', `× ${p.quantity}`]);
  }
  return rows;
}
