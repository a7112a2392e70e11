import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { feeCharges, incidentalFeeSchema } from '@convoy/domain/contracts/price-book.schema';
import { yesNo } from '../shell/components/editor-fields';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy as copy } from './pricing-copy';
import { crud, idField, moneyColumn, named, options, type SendPricing, words } from './pricing-lists';

type Fee = AdminPriceBook['fees'][number];
const f = copy.fields;

/** The incidental fees staff add at check-in or later (decision 032), as data for ListEditor. */
export function feeList(book: AdminPriceBook, send: SendPricing): EditorList<Fee, Fee> {
  const c = copy.fees;
  return {
    id: 'fees',
    ...words(c),
    rows: book.fees,
    rowKey: (x) => x.id,
    rowName: (x) => x.label,
    columns: [
      { header: f.label, cell: (x) => named(x.label, x.id) },
      { header: c.charge, cell: (x) => c.charges[x.charge] },
      moneyColumn(c.price, (x) => x.priceCents),
      { header: f.taxable, cell: (x) => yesNo(x.taxable) },
      { header: f.offered, cell: (x) => yesNo(x.active) },
    ],
    fields: [
      idField,
      { name: 'label', label: f.label, type: 'text' },
      { name: 'charge', label: c.charge, type: 'choice', options: options(feeCharges, c.charges) },
      { name: 'priceCents', label: c.price, type: 'money' },
      { name: 'taxable', label: f.taxable, type: 'flag', hint: c.taxableHint },
      { name: 'active', label: f.offered, type: 'flag' },
    ],
    schema: incidentalFeeSchema,
    blank: { charge: 'per-occurrence', taxable: true, active: true },
    ...crud<Fee, Fee>(send, '/fees', (x) => [x.id]),
  };
}
