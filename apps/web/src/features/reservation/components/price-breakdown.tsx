import type { PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { formatMoney } from '../../../lib/format';
import { priceCopy as copy } from '../copy/price-copy';
import { priceLines } from '../pricing-view';
import { InfoTip } from './info-tip';

/** The full price, line by line (SPEC §9), with the total and the effective daily rate. */
export function PriceBreakdown({
  breakdown,
  headingLevel = 2,
}: {
  breakdown: PricingBreakdown;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby="price-breakdown-heading">
      <Heading id="price-breakdown-heading" className="font-bold text-lg text-slate-900">
        {copy.breakdownHeading}
      </Heading>
      <dl className="mt-3 space-y-2">
        {priceLines(breakdown).map((line) => (
          <div key={line.label} className="flex justify-between gap-4">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="text-slate-900 tabular-nums">{formatMoney(line.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-slate-300 border-t pt-2 font-bold text-lg">
          <dt>{copy.total}</dt>
          <dd className="tabular-nums">{formatMoney(breakdown.subtotalCents)}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 text-slate-700 text-sm">
          <dt className="flex items-center gap-2">
            {copy.effectiveDaily}
            <InfoTip label={copy.effectiveDailyAbout}>{copy.effectiveDailyHelp}</InfoTip>
          </dt>
          <dd className="tabular-nums">{formatMoney(breakdown.effectiveDailyRateCents)}</dd>
        </div>
      </dl>
      {breakdown.weeklyRateApplied ? (
        <p className="mt-2 font-medium text-green-800 text-sm">
          {copy.weeklyApplied(breakdown.weeklyRateCents)}
        </p>
      ) : null}
      <p className="mt-3 text-slate-600 text-sm">{copy.currencyNote}</p>
    </section>
  );
}
