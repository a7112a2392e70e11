/**
 * # What a change does to the price, line by line (SPEC Part B §14, "Changing")
 *
 * A change re-prices the booking; the renter is shown each priced line and tax
 * whose amount differs, before and after, rather than the difference of the
 * totals alone. Lines are matched by what they price: a class's vehicles
 * (its base or season line: a date change may move it into a season), a
 * class's surcharge or protection, and the trip's extras, drivers, fees,
 * discount and taxes by their code. A line the change removes is after 0,
 * one it adds before 0.
 */
import type { PricedReservation, PriceLine } from '../contracts/pricing-breakdown.schema.ts';

export interface PriceLineChange {
  label: string;
  beforeCents: number;
  afterCents: number;
}

interface Keyed {
  key: string;
  label: string;
  cents: number;
}

function keyedLines(p: PricedReservation): Keyed[] {
  const perClass = p.vehicles.flatMap((g) =>
    g.lines.map((l) =>
      l.kind === 'base' || l.kind === 'season'
        ? { key: `${g.vehicleId}|vehicles`, label: l.label, cents: l.amountCents }
        : {
            key: `${g.vehicleId}|${l.kind}|${l.code}`,
            label: `${g.vehicleName}: ${l.label}`,
            cents: l.amountCents,
          },
    ),
  );
  // The groups' lines come first in `lines` (total-price.ts, chargeTrip); the rest are the trip's.
  const shared = p.lines
    .slice(p.vehicles.reduce((n, g) => n + g.lines.length, 0))
    .map((l: PriceLine) => ({ key: `${l.kind}|${l.code}`, label: l.label, cents: l.amountCents }));
  const taxes = p.taxes.map((t) => ({ key: `tax|${t.code}`, label: t.label, cents: t.amountCents }));
  return [...perClass, ...shared, ...taxes];
}

/** Each line and tax whose amount the change alters, in the new breakdown's order, then those it removes. */
export function priceLineChanges(before: PricedReservation, after: PricedReservation): PriceLineChange[] {
  const was = keyedLines(before);
  const now = keyedLines(after);
  const amount = (list: Keyed[], key: string) =>
    list.filter((l) => l.key === key).reduce((sum, l) => sum + l.cents, 0);
  const keys = [...new Set([...now, ...was].map((l) => l.key))];
  return keys.flatMap((key) => {
    const beforeCents = amount(was, key);
    const afterCents = amount(now, key);
    if (beforeCents === afterCents) return [];
    const label = (now.find((l) => l.key === key) ?? was.find((l) => l.key === key))?.label ?? key;
    return [{ label, beforeCents, afterCents }];
  });
}
