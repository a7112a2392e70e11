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

/** The breakdown as label–amount rows (SPEC §9 steps, in the order they apply), ending with the total. */
export function priceLines(p: PricingBreakdown): [string, string][] {
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
  rows.push([`Total (${p.currency})`, formatMoney(p.subtotalCents)]);
  return rows;
}
