import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { formatMoney } from '../../../../lib/format';
import { DataTable } from '../../shell/components/data-table';
import { InvoiceLink } from '../../shell/components/money-tables';
import { counterCopy } from '../counter-copy';
import { type HandoverVehicle, vehicleName } from './use-handover';

const copy = counterCopy.handover;
type Fee = Handover['fees'][number];
interface Line {
  label: string;
  cents: number;
}

/** Gallons to at most two decimals: 12.5, not 12.500. */
const gallons = (n: number) => String(Math.round(n * 100) / 100);

/** What a vehicle's return adds, line by line, the lines worth nothing left out, then its total. */
function linesOf(v: HandoverVehicle, fuelPriceCents: number): Line[] {
  const c = v.charges;
  if (!c) return [];
  const perMile = c.excessMiles > 0 ? formatMoney(c.excessMileageCents / c.excessMiles) : '';
  const capacity = v.unit?.fuelCapacityGallons ?? 0;
  const lines: Line[] = [
    { label: copy.late(c.lateMinutes), cents: c.lateCents },
    { label: copy.excessMileage(c.excessMiles, perMile), cents: c.excessMileageCents },
    {
      label: copy.fuelShort(
        c.fuelEighthsShort,
        gallons((c.fuelEighthsShort * capacity) / 8),
        formatMoney(fuelPriceCents),
      ),
      cents: c.fuelCents,
    },
    { label: copy.refuelService, cents: c.refuelServiceCents },
    { label: copy.damageLine, cents: c.damageCents },
  ];
  return [...lines.filter((l) => l.cents > 0), { label: copy.total, cents: c.totalCents }];
}

/**
 * The charges of the returns (a preview's or the recorded ones): a table per
 * vehicle, the total of them all, and the final invoice once issued.
 */
export function ReturnCharges({ handover, title }: { handover: Handover; title: string }) {
  const charged = handover.vehicles.filter((v) => v.charges);
  const invoice = handover.finalInvoice;
  return (
    <section aria-labelledby="return-charges-heading" className="space-y-3">
      <h3 id="return-charges-heading" className="font-semibold text-lg text-slate-900">
        {title}
      </h3>
      {charged.map((v) => (
        <DataTable
          key={`${v.classId}-${v.seq}`}
          caption={copy.chargesOf(vehicleName(v))}
          columns={[
            { header: copy.charge, cell: (l: Line) => l.label },
            {
              header: copy.amount,
              cell: (l: Line) => formatMoney(l.cents),
              className: 'text-right tabular-nums whitespace-nowrap',
            },
          ]}
          rows={linesOf(v, handover.fuelPriceCentsPerGallon)}
          rowKey={(l) => l.label}
          loading={false}
        />
      ))}
      <p className="font-semibold text-slate-900">
        {`${copy.allTotal}: ${formatMoney(handover.chargesTotalCents)}`}
      </p>
      {handover.fees.length > 0 ? (
        <DataTable
          caption={copy.feesTitle}
          columns={[
            { header: copy.charge, cell: (f: Fee) => f.line.label },
            {
              header: copy.amount,
              cell: (f: Fee) => formatMoney(f.line.amountCents),
              className: 'text-right tabular-nums whitespace-nowrap',
            },
            { header: copy.invoiceColumn, cell: (f: Fee) => copy.feeInvoice(f.invoiceNumber) },
          ]}
          rows={handover.fees}
          rowKey={(f) => f.id}
          loading={false}
        />
      ) : null}
      {invoice ? (
        <p role="status" className="font-semibold text-emerald-800">
          {copy.finalInvoice(invoice.number, formatMoney(invoice.totalCents))}{' '}
          <InvoiceLink number={invoice.number} text={copy.invoicePdf} />
        </p>
      ) : (
        <p className="text-slate-600 text-sm">{copy.notFinal}</p>
      )}
    </section>
  );
}
