import type { PriceLine } from '../contracts/pricing-breakdown.schema.ts';

/** What a line counts, in words: "2 vehicles", "3 days", "1 driver". */
export type CountWords = (n: number, unit: 'vehicle' | 'day' | 'driver') => string;

/** English counts; the e-mails and the web give their own for another language (decision 048). */
export const englishCounts: CountWords = (n, unit) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * What a priced line's amount multiplies, in words, for the breakdowns renters
 * and staff read (web, e-mail, invoice, agreement): "2 vehicles × $558.00",
 * "2 vehicles × 3 days × $12.00", "3 × 2 days × $5.00" (three of an extra for
 * two days), "4 × $10.00". Undefined for a line of one unit, whose amount is
 * its price. A per-day line is split into its count and the trip's
 * `chargeDays` when they multiply to its quantity; a line stored before its
 * unit was recorded (no `per`) keeps the plain "quantity × price".
 */
export function lineQuantityText(
  line: Pick<PriceLine, 'quantity' | 'unitCents' | 'per'>,
  chargeDays: number,
  money: (cents: number) => string,
  counted: CountWords = englishCounts,
): string | undefined {
  const { quantity, per } = line;
  if (quantity === 1) return undefined;
  const price = money(line.unitCents);
  if (per === 'vehicle') return `${counted(quantity, 'vehicle')} × ${price}`;
  const perDay = per === 'vehicle-day' || per === 'item-day' || per === 'driver-day';
  if (perDay && chargeDays > 0 && quantity % chargeDays === 0) {
    const count = quantity / chargeDays;
    const days = `${counted(chargeDays, 'day')} × ${price}`;
    if (count === 1) return days;
    if (per === 'vehicle-day') return `${counted(count, 'vehicle')} × ${days}`;
    if (per === 'driver-day') return `${counted(count, 'driver')} × ${days}`;
    return `${count} × ${days}`;
  }
  return `${quantity} × ${price}`;
}

/** "Label (2 vehicles × $558.00)", or the label alone for one unit. */
export function lineLabelText(
  line: Pick<PriceLine, 'label' | 'quantity' | 'unitCents' | 'per'>,
  chargeDays: number,
  money: (cents: number) => string,
  counted: CountWords = englishCounts,
): string {
  const quantity = lineQuantityText(line, chargeDays, money, counted);
  return quantity ? `${line.label} (${quantity})` : line.label;
}
