// In a folder of its own, not a top-level component file: those go to every marketing page's shared
// chunk (vite.config.ts), and only the flow and the back office show a price.
import type {
  PricedTrip,
  PricedVehicleGroup,
  PriceLine,
} from '@convoy/domain/contracts/pricing-breakdown.schema';
import { lineLabelText } from '@convoy/domain/rules/price-line-quantity';
import { formatMoney } from '../../lib/format';
import m from './price.messages';

/** A class's mileage: its daily allowance per vehicle and the charge per mile over it, or unlimited. */
const mileage = (allowance: number | null, excessCents: number) =>
  allowance === null ? m.unlimitedMileage() : m.mileage({ allowance, price: formatMoney(excessCents) });

/** A trip's or a reservation's price: a reservation's groups its lines per class (`vehicles`). */
export type PricedTotal = PricedTrip & { vehicles?: readonly PricedVehicleGroup[] };

/**
 * The lines of a reservation of several classes, split: each class's own
 * (its vehicles, surcharge, protection), then those the whole trip shares
 * (extras, drivers, fees, discount). The server lists every class's lines
 * first, in order (domain reservation-price.ts), so what follows them is shared.
 */
export function splitLines(pricing: PricedTotal): {
  groups: readonly PricedVehicleGroup[];
  shared: PriceLine[];
} {
  const groups = pricing.vehicles ?? [];
  const own = groups.reduce((sum, g) => sum + g.lines.length, 0);
  return { groups, shared: pricing.lines.slice(own) };
}

/** "Label (2 vehicles × 3 days × $12.00)" for several units, else the label (domain rules/price-line-quantity.ts). */
export function lineLabel(l: PriceLine, chargeDays: number): string {
  return lineLabelText(l, chargeDays, formatMoney);
}

function Row({ label, cents, strong = false }: { label: string; cents: number; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-slate-300 border-t pt-2 font-bold text-lg' : ''}`}
    >
      <dt className={strong ? '' : 'text-slate-700'}>{label}</dt>
      <dd className={`tabular-nums ${strong ? '' : 'text-slate-900'}`}>{formatMoney(cents)}</dd>
    </div>
  );
}

function Lines({ lines, chargeDays }: { lines: readonly PriceLine[]; chargeDays: number }) {
  return lines.map((l) => (
    <Row key={`${l.kind}:${l.code}`} label={lineLabel(l, chargeDays)} cents={l.amountCents} />
  ));
}

/** Each class's lines under its name (and its mileage), then the shared lines under theirs. */
function GroupedLines({ pricing }: { pricing: PricedTotal }) {
  const { groups, shared } = splitLines(pricing);
  const parts = [
    ...groups.map((g) => ({
      key: g.vehicleId,
      title: `${g.quantity} × ${g.vehicleName}`,
      lines: g.lines,
      note: mileage(g.mileageAllowancePerDay, g.excessMileCents),
    })),
    ...(shared.length > 0 ? [{ key: 'shared', title: m.shared(), lines: shared, note: '' }] : []),
  ];
  return parts.map((part) => (
    <div key={part.key} className="space-y-2 border-slate-200 border-b pb-3">
      <p className="font-semibold text-slate-900">{part.title}</p>
      <dl className="space-y-2">
        <Lines lines={part.lines} chargeDays={pricing.chargeDays} />
      </dl>
      {part.note ? <p className="text-slate-600 text-sm">{part.note}.</p> : null}
    </div>
  ));
}

/**
 * Every priced line and tax of a trip as the server priced (or stored) it,
 * grouped per class for a reservation of several, the total with taxes and
 * fees, the deposit and what is due when. Nothing is computed here: the
 * numbers are the server's.
 */
export function PricedTripLines({ pricing }: { pricing: PricedTotal }) {
  const convoy = (pricing.vehicles?.length ?? 0) > 1;
  return (
    <div className="space-y-3">
      {convoy ? <GroupedLines pricing={pricing} /> : null}
      <dl className="space-y-2">
        {convoy ? null : <Lines lines={pricing.lines} chargeDays={pricing.chargeDays} />}
        {pricing.taxes.map((t) => (
          <Row
            key={`tax:${t.code}`}
            label={
              t.exemption
                ? m.exempt({ label: t.label, certificateNumber: t.exemption.certificateNumber })
                : t.rate === undefined
                  ? t.label
                  : `${t.label} (${t.rate}%)`
            }
            cents={t.amountCents}
          />
        ))}
        <Row label={m.totalWithTaxes()} cents={pricing.totalCents} strong />
      </dl>
      <dl className="space-y-1 text-slate-700 text-sm">
        {pricing.depositCents > 0 ? <Row label={m.deposit()} cents={pricing.depositCents} /> : null}
        <Row label={m.dueNow()} cents={pricing.dueNowCents} />
        <Row label={m.dueAtPickup()} cents={pricing.dueAtPickupCents} />
        {pricing.excessMileageEstimateCents ? (
          <Row label={m.mileageEstimate()} cents={pricing.excessMileageEstimateCents} />
        ) : null}
      </dl>
      {convoy ? null : (
        <p className="text-slate-600 text-sm">
          {mileage(pricing.mileageAllowancePerDay, pricing.excessMileCents)}.
        </p>
      )}
    </div>
  );
}
