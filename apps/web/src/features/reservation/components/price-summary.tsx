import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { PricedTripLines } from '../../../components/price/priced-trip-lines';
import { formatMoney } from '../../../lib/format';
import { priceCopy as copy } from '../copy/price-copy';
import { InfoTip } from './info-tip';

/**
 * The headline of a price: the total the renter pays (taxes and fees
 * included) for the days or months and vehicles it covers, the effective daily
 * rate, the weekly rate when it applied, and the lines and taxes one click away.
 */
export function PriceSummary({ breakdown, name }: { breakdown: PricedTrip; name: string }) {
  const monthly = breakdown.rentalType === 'monthly';
  return (
    <div>
      <p>
        <span className="font-bold text-2xl text-slate-900">{formatMoney(breakdown.totalCents)}</span>{' '}
        <span className="text-slate-700">
          {monthly ? copy.forMonths(breakdown.rentalMonths ?? 1) : copy.forDays(breakdown.displayDays)}
          {copy.forVehicles(breakdown.quantity)}
        </span>
      </p>
      <p className="text-slate-700 text-sm">{copy.includesTaxes}</p>
      <p className="mt-1 flex items-center gap-2 text-slate-700 text-sm">
        <span>
          {copy.effectiveDaily(breakdown.quantity)}: {formatMoney(breakdown.effectiveDailyRateCents)}
        </span>
        <InfoTip label={copy.effectiveDailyAbout}>{copy.effectiveDailyHelp}</InfoTip>
      </p>
      {breakdown.weeklyRateApplied ? (
        <p className="mt-1 font-medium text-green-800 text-sm">
          {copy.weeklyApplied(breakdown.weeklyRateCents)}
        </p>
      ) : null}
      <details className="group mt-2 text-sm">
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800 underline underline-offset-2">
          {copy.details}
          <span className="sr-only">: {name}</span>
        </summary>
        <div className="mt-2">
          <PricedTripLines pricing={breakdown} />
        </div>
      </details>
    </div>
  );
}
