import type { PricingBreakdown } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { type PricedTotal, PricedTripLines } from '../../../components/price/priced-trip-lines';
import { formatMoney } from '../../../lib/format';
import { priceCopy as copy } from '../copy/price-copy';
import { groupBreakdown, type PriceLine, priceLines } from '../pricing-view';
import { InfoTip } from './info-tip';

function StepLines({ lines }: { lines: readonly PriceLine[] }) {
  return lines.map((line) => (
    <div key={line.label} className="flex justify-between gap-4">
      <dt className="text-slate-700">{line.label}</dt>
      <dd className="text-slate-900 tabular-nums">{formatMoney(line.cents)}</dd>
    </div>
  ));
}

/** How each class's SPEC §9 price was reached: one list, or one per class of a convoy. */
function VehicleSteps({ breakdown }: { breakdown: PricedTotal }) {
  const groups = breakdown.vehicles ?? [];
  if (groups.length < 2) return <StepLines lines={priceLines(breakdown)} />;
  return groups.map((g) => {
    const own: PricingBreakdown = groupBreakdown(breakdown, g);
    return (
      <div key={g.vehicleId} className="pt-1">
        <dt className="font-medium text-slate-900">{copy.group(g.quantity, g.vehicleName)}</dt>
        <dd>
          <dl className="space-y-1">
            <StepLines lines={priceLines(own)} />
          </dl>
        </dd>
      </div>
    );
  });
}

/**
 * The full price as the server priced or stored it: every line (each class's
 * under its name for a convoy), tax and the total with what is due when, then
 * how the vehicles' SPEC §9 price was reached and the effective daily rate.
 */
export function PriceBreakdown({
  breakdown,
  headingLevel = 2,
}: {
  breakdown: PricedTotal;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Sub = headingLevel === 2 ? 'h3' : 'h4';
  return (
    <section aria-labelledby="price-breakdown-heading">
      <Heading id="price-breakdown-heading" className="font-bold text-lg text-slate-900">
        {copy.breakdownHeading}
      </Heading>
      <div className="mt-3">
        <PricedTripLines pricing={breakdown} />
      </div>
      <Sub className="mt-4 font-semibold text-slate-900 text-sm">{copy.vehiclesHeading}</Sub>
      <dl className="mt-2 space-y-1 text-sm">
        <VehicleSteps breakdown={breakdown} />
        <div className="flex items-center justify-between gap-4 text-slate-700">
          <dt className="flex items-center gap-2">
            {copy.effectiveDaily(breakdown.quantity)}
            <InfoTip label={copy.effectiveDailyAbout}>{copy.effectiveDailyHelp}</InfoTip>
          </dt>
          <dd className="tabular-nums">{formatMoney(breakdown.effectiveDailyRateCents)}</dd>
        </div>
        {breakdown.quantity > 1 && (breakdown.vehicles?.length ?? 1) === 1 ? (
          <div className="flex items-center justify-between gap-4 text-slate-700">
            <dt>{copy.effectiveDailyPerVehicle}</dt>
            <dd className="tabular-nums">{formatMoney(breakdown.unitEffectiveDailyRateCents)}</dd>
          </div>
        ) : null}
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
