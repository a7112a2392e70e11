import type { PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { formatMoney } from '../../../lib/format';
import { priceCopy as copy } from '../copy/price-copy';
import { InfoTip } from './info-tip';

/**
 * The headline of a price: the total, the days or months it covers,
 * the effective daily rate with its explanation, and the weekly rate when it
 * applied.
 */
export function PriceSummary({ breakdown }: { breakdown: PricingBreakdown }) {
  const monthly = breakdown.rentalType === 'monthly';
  return (
    <div>
      <p>
        <span className="font-bold text-2xl text-slate-900">{formatMoney(breakdown.subtotalCents)}</span>{' '}
        <span className="text-slate-700">
          {monthly ? copy.forMonths(breakdown.rentalMonths ?? 1) : copy.forDays(breakdown.displayDays)}
        </span>
      </p>
      {breakdown.quantity > 1 ? (
        <p className="text-slate-700 text-sm">{copy.perVehicle(breakdown.unitSubtotalCents)}</p>
      ) : null}
      <p className="mt-1 flex items-center gap-2 text-slate-700 text-sm">
        <span>
          {copy.effectiveDaily}: {formatMoney(breakdown.effectiveDailyRateCents)}
        </span>
        <InfoTip label={copy.effectiveDailyAbout}>{copy.effectiveDailyHelp}</InfoTip>
      </p>
      {breakdown.weeklyRateApplied ? (
        <p className="mt-1 font-medium text-green-800 text-sm">
          {copy.weeklyApplied(breakdown.weeklyRateCents)}
        </p>
      ) : null}
    </div>
  );
}
