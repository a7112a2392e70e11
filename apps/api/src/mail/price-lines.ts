import type { PricedTrip, PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { type CountWords, lineLabelText } from '@convoy/domain/rules/price-line-quantity';
import type { PricingBreakdown } from '@convoy/domain/rules/pricing';
import { defineMessages } from '../i18n/messages.ts';
import { formatMoney } from './format.ts';

/** The price's words in the renter's language (decision 048); the stored lines' own labels are as booked. */
const words = defineMessages({
  months: {
    en: '{n, plural, one {# month} other {# months}}',
    es: '{n, plural, one {# mes} other {# meses}}',
  },
  weeks: {
    en: '{n, plural, one {# week} other {# weeks}}',
    es: '{n, plural, one {# semana} other {# semanas}}',
  },
  days: { en: '{n, plural, one {# day} other {# days}}', es: '{n, plural, one {# día} other {# días}}' },
  vehicles: {
    en: '{n, plural, one {# vehicle} other {# vehicles}}',
    es: '{n, plural, one {# vehículo} other {# vehículos}}',
  },
  drivers: {
    en: '{n, plural, one {# driver} other {# drivers}}',
    es: '{n, plural, one {# conductor} other {# conductores}}',
  },
  none: { en: 'free', es: 'sin cargo' },
  oneThird: { en: 'a third of the daily rate', es: 'un tercio de la tarifa diaria' },
  twoThirds: { en: 'two thirds of the daily rate', es: 'dos tercios de la tarifa diaria' },
  fullDay: { en: 'a full daily rate', es: 'una tarifa diaria completa' },
  extra: { en: 'Extra {duration} ({charge})', es: '{duration} adicionales ({charge})' },
  total: { en: 'Total ({currency})', es: 'Total ({currency})' },
  totalIncluded: {
    en: 'Total ({currency}), taxes and fees included',
    es: 'Total ({currency}), impuestos y cargos incluidos',
  },
  deposit: { en: 'Refundable deposit, held at pickup', es: 'Depósito reembolsable, retenido en la recogida' },
  dueNow: { en: 'Due now', es: 'A pagar ahora' },
  dueAtPickup: { en: 'Due at pickup', es: 'A pagar en la recogida' },
  excessMileage: {
    en: 'Estimated excess mileage (charged at return, if driven)',
    es: 'Millaje adicional estimado (se cobra en la devolución, si se recorre)',
  },
  perVehicle: { en: 'Per vehicle', es: 'Por vehículo' },
  vehiclesCount: { en: 'Vehicles', es: 'Vehículos' },
  summaryTotal: { en: 'Total {total}.', es: 'Total {total}.' },
  summary: {
    en: 'Price: {parts}. Total {total}, taxes and fees included; due at pickup {due}.',
    es: 'Precio: {parts}. Total {total}, impuestos y cargos incluidos; a pagar en la recogida {due}.',
  },
});

const partialLabels = {
  none: () => words().none(),
  'one-third': () => words().oneThird(),
  'two-thirds': () => words().twoThirds(),
  'full-day': () => words().fullDay(),
} as const;

/** "2 vehicles", "3 días": a price line's counts in the renter's language. */
export const countWords: CountWords = (n, unit) =>
  unit === 'vehicle'
    ? words().vehicles({ n })
    : unit === 'day'
      ? words().days({ n })
      : words().drivers({ n });

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
    rows.push([words().total({ currency: p.currency }), formatMoney(p.subtotalCents)]);
    return rows;
  }
  for (const l of p.lines) rows.push([lineLabel(l, p.chargeDays), formatMoney(l.amountCents)]);
  for (const t of p.taxes) {
    rows.push([t.rate === undefined ? t.label : `${t.label} (${t.rate}%)`, formatMoney(t.amountCents)]);
  }
  const w = words();
  rows.push([w.totalIncluded({ currency: p.currency }), formatMoney(p.totalCents)]);
  if (p.depositCents > 0) rows.push([w.deposit(), formatMoney(p.depositCents)]);
  rows.push([w.dueNow(), formatMoney(p.dueNowCents)], [w.dueAtPickup(), formatMoney(p.dueAtPickupCents)]);
  if (p.excessMileageEstimateCents !== undefined && p.excessMileageEstimateCents > 0) {
    rows.push([w.excessMileage(), formatMoney(p.excessMileageEstimateCents)]);
  }
  return rows;
}

function severalClasses(p: PricingBreakdown | PricedTrip): boolean {
  return 'vehicles' in p && Array.isArray(p.vehicles) && p.vehicles.length > 1;
}

/** One sentence for a calendar entry: every line, the taxes and the total, as booked. */
export function priceSummary(p: PricingBreakdown | PricedTrip): string {
  if (!('lines' in p)) return words().summaryTotal({ total: formatMoney(p.subtotalCents) });
  const parts = [...p.lines.map((l) => `${lineLabel(l, p.chargeDays)} ${formatMoney(l.amountCents)}`)];
  for (const t of p.taxes) parts.push(`${t.label} ${formatMoney(t.amountCents)}`);
  return words().summary({
    parts: parts.join('; '),
    total: formatMoney(p.totalCents),
    due: formatMoney(p.dueAtPickupCents),
  });
}

/**
 * "Label (2 vehicles × 3 days × $12.00)" when more than one unit, else the label
 * (domain rules/price-line-quantity.ts). `chargeDays`: the trip's, to split a
 * per-day quantity; 0 where it is not known (an invoice's lines).
 */
export function lineLabel(l: PriceLine, chargeDays = 0): string {
  return lineLabelText(l, chargeDays, formatMoney, countWords);
}

/** How one vehicle's base was reached, SPEC §9's steps in the order they apply. */
function baseLines(p: PricingBreakdown): [string, string][] {
  const rows: [string, string][] = [];
  if (p.rentalType === 'monthly') {
    rows.push([
      `${words().months({ n: p.rentalMonths ?? 0 })} × ${formatMoney(p.monthlyRateCents)}`,
      formatMoney(p.baseCents),
    ]);
  } else {
    if (p.weeks > 0) {
      rows.push([
        `${words().weeks({ n: p.weeks })} × ${formatMoney(p.weeklyRateCents)}`,
        formatMoney(p.weeks * p.weeklyRateCents),
      ]);
    }
    if (p.extraDays > 0) {
      rows.push([
        `${words().days({ n: p.extraDays })} × ${formatMoney(p.dailyRateCents)}`,
        formatMoney(p.extraDays * p.dailyRateCents),
      ]);
    }
    if (p.leftoverMinutes > 0) {
      rows.push([
        words().extra({ duration: duration(p.leftoverMinutes), charge: partialLabels[p.partialDayCharge]() }),
        formatMoney(p.partialDayCents),
      ]);
    }
  }
  if (p.quantity > 1) {
    rows.push(
      [words().perVehicle(), formatMoney(p.unitSubtotalCents)],
      [words().vehiclesCount(), `× ${p.quantity}`],
    );
  }
  return rows;
}
