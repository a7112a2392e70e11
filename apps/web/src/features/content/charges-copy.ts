import { formatUsd } from '@convoy/domain/content/rental-policy';
import m from './charges.messages';

/**
 * Words of the figures the back office stores (GET /api/rental-charges) as the
 * rental guidelines' tables print them. Kept with the tables, in their own chunk
 * (components/charge-blocks.tsx), not in content/page-labels.ts: that module is in
 * every marketing page's shared chunk (decision 009: JS budget). The words are
 * charges.messages.ts's, in the build's language (decision 048).
 */
export const chargesCopy = {
  deposit: m.deposit(),
  mileage: m.mileage(),
  extraMile: m.extraMile(),
  youngRenter: m.youngRenter(),
  unlimited: m.unlimited(),
  none: m.none(),
  /** A class the fleet lists that the charges do not (yet). */
  unknown: '—',
  location: m.location(),
  charge: m.charge(),
  rate: m.rate(),
  noCharges: m.noCharges(),
  percent: (rate: number) => `${rate}%`,
  perDay: (cents: number) => m.perVehiclePerDay({ amount: formatUsd(cents) }),
};

/** An amount, or "None" when it is 0. */
export function amountOrNone(cents: number): string {
  return cents > 0 ? formatUsd(cents) : chargesCopy.none;
}
