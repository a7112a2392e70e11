import { formatUsd } from '@convoy/domain/content/rental-policy';

/**
 * Words of the figures the back office stores (GET /api/rental-charges) as the
 * rental guidelines' tables print them. Kept with the tables, in their own chunk
 * (components/charge-blocks.tsx), not in content/page-labels.ts: that module is in
 * every marketing page's shared chunk (decision 009: JS budget).
 */
export const chargesCopy = {
  deposit: 'Deposit',
  mileage: 'Miles included per day',
  extraMile: 'Each extra mile',
  youngRenter: 'Under-25 surcharge per day',
  unlimited: 'Unlimited',
  none: 'None',
  /** A class the fleet lists that the charges do not (yet). */
  unknown: '—',
  location: 'Location',
  charge: 'Tax or fee',
  rate: 'Rate',
  noCharges: 'No taxes or fees',
  percent: (rate: number) => `${rate}%`,
  perDay: (cents: number) => `${formatUsd(cents)} per vehicle per day`,
};

/** An amount, or "None" when it is 0. */
export function amountOrNone(cents: number): string {
  return cents > 0 ? formatUsd(cents) : chargesCopy.none;
}
