import type { VehicleClass } from '@convoy/domain/content/fleet';
import { formatCount, formatUsd, rentalPolicy } from '@convoy/domain/content/rental-policy';
import type { ClassChargesEntry } from '@convoy/domain/contracts/rental-charges';
import m from './rates.messages';

/** "from $179/day, $1,074/week, $3,599/month": the live rates of a class in one line. */
export function RateLine({ vehicle }: { vehicle: VehicleClass }) {
  return (
    <p className="text-slate-700">
      {m.from()}{' '}
      <strong className="text-slate-900">{m.perDay({ price: formatUsd(vehicle.dailyRateCents) })}</strong>,{' '}
      <strong className="text-slate-900">{m.perWeek({ price: formatUsd(vehicle.weeklyRateCents) })}</strong>,{' '}
      <strong className="text-slate-900">{m.perMonth({ price: formatUsd(vehicle.monthlyRateCents) })}</strong>
    </p>
  );
}

/**
 * What the rates include in miles: the class's mileage as the back office stores
 * it (GET /api/rental-charges), and the monthly allowance of the rental policy.
 */
export function mileageNote(charges: ClassChargesEntry): string {
  const daily = charges.mileageAllowancePerDay;
  const monthly = formatCount(rentalPolicy.monthlyMileAllowance);
  const extra = formatUsd(charges.excessMileCents);
  return daily === null
    ? m.unlimitedMiles({ monthly, extra })
    : m.dailyMiles({ daily: formatCount(daily), monthly, extra });
}

/** The deposit held for one vehicle of the class, as stored; none when it is 0. */
export function depositNote(charges: ClassChargesEntry): string {
  return charges.depositCents > 0 ? ` ${m.deposit({ amount: formatUsd(charges.depositCents) })}` : '';
}

/** The three rates as cards, with what they include and the deposit (`charges`: the class's stored charges). */
export function RateCards({
  vehicle,
  charges,
  labels,
}: {
  vehicle: VehicleClass;
  charges: ClassChargesEntry;
  labels: Record<'daily' | 'weekly' | 'monthly', string>;
}) {
  const rates = [
    { label: labels.daily, cents: vehicle.dailyRateCents },
    { label: labels.weekly, cents: vehicle.weeklyRateCents },
    { label: labels.monthly, cents: vehicle.monthlyRateCents },
  ];
  return (
    <div>
      <dl className="grid max-w-3xl gap-4 sm:grid-cols-3">
        {rates.map((rate) => (
          <div
            key={rate.label}
            className="flex flex-col rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
          >
            <dt className="text-slate-700">{rate.label}</dt>
            <dd className="order-first font-bold text-3xl text-slate-900">{formatUsd(rate.cents)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 max-w-3xl text-slate-700">
        {mileageNote(charges)} {m.weeklyFrom()}
        {depositNote(charges)} {m.beforeTaxes()}
      </p>
    </div>
  );
}
