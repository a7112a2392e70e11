import {
  type AdminPriceBook,
  openPromoTerms,
  type PricingSettings,
  pricingSettingsSchema,
} from '@convoy/domain/contracts/admin-pricing.schema';
import {
  type ClassCharges,
  chargeBases,
  classChargesSchema,
  type LocationCharge,
  locationChargeSchema,
  type PromoCode,
  priceLineKinds,
  promoCodeSchema,
  promoKinds,
} from '@convoy/domain/contracts/price-book.schema';
import { yesNo } from '../shell/components/editor-fields';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy as copy } from './pricing-copy';
import { bookOptions, crud, moneyColumn, named, options, type SendPricing, words } from './pricing-lists';

/**
 * The lists of the Pricing view (decision 012) that add to a trip's price:
 * taxes and fees per location, what each class adds, promo codes with their
 * uses, and the additional-driver fee.
 */

type Book = AdminPriceBook;
const f = copy.fields;

type Charge = Book['locationCharges'][number];
export function locationChargeList(book: Book, send: SendPricing): EditorList<Charge, LocationCharge> {
  const o = bookOptions(book);
  const t = copy.taxes;
  return {
    id: 'taxes',
    ...words(t),
    rows: book.locationCharges,
    rowKey: (c) => `${c.locationId}/${c.code}`,
    rowName: (c) => c.label,
    scope: { field: 'locationId', label: copy.location, options: o.locations },
    columns: [
      { header: f.label, cell: (c) => named(c.label, c.code) },
      { header: t.basis, cell: (c) => t.bases[c.basis] },
      {
        header: t.rateOrAmount,
        cell: (c) => (c.basis === 'percent' ? copy.percent(c.ratePercent) : copy.money(c.amountCents)),
        className: 'text-right tabular-nums',
      },
      { header: t.appliesTo, cell: (c) => c.appliesTo.map((kind) => copy.lineKinds[kind]).join(', ') || '—' },
    ],
    fields: [
      { name: 'code', label: t.code, type: 'text', key: true, hint: t.codeHint },
      { name: 'locationId', label: f.locationId, type: 'choice', key: true, options: o.locations },
      { name: 'label', label: f.label, type: 'text', wide: true },
      { name: 'basis', label: t.basis, type: 'choice', options: options(chargeBases, t.bases) },
      { name: 'ratePercent', label: t.rate, type: 'percent', optional: true, hint: t.rateHint },
      { name: 'amountCents', label: t.amount, type: 'money', optional: true, hint: t.amountHint },
      {
        name: 'appliesTo',
        label: t.appliesTo,
        type: 'choices',
        options: options(priceLineKinds, copy.lineKinds),
      },
      { name: 'taxable', label: `${f.taxable} (${t.taxableHint})`, type: 'flag', wide: true },
      { name: 'exemptible', label: t.exemptible, type: 'flag', wide: true },
    ],
    schema: locationChargeSchema,
    blank: {
      basis: 'percent',
      ratePercent: null,
      amountCents: null,
      appliesTo: [],
      taxable: false,
      exemptible: false,
    },
    ...crud<Charge, LocationCharge>(send, '/location-charges', (c) => [c.locationId, c.code]),
  };
}

type ClassRow = ClassCharges & { classId: string; name: string };
export function classChargeList(book: Book, send: SendPricing): EditorList<ClassRow, ClassCharges> {
  const c = copy.classCharges;
  return {
    id: 'class-charges',
    ...words(c),
    rows: book.classes.map((vehicle) => ({ classId: vehicle.id, name: vehicle.name, ...vehicle.charges })),
    rowKey: (row) => row.classId,
    rowName: (row) => row.name,
    columns: [
      { header: c.class, cell: (row) => row.name },
      moneyColumn(c.deposit, (row) => row.depositCents),
      moneyColumn(c.youngRenter, (row) => row.youngRenterPerDayCents),
      {
        header: c.allowance,
        cell: (row) => row.mileageAllowancePerDay ?? c.unlimited,
        className: 'text-right',
      },
      moneyColumn(c.excess, (row) => row.excessMileCents),
    ],
    fields: [
      { name: 'depositCents', label: c.deposit, type: 'money' },
      { name: 'youngRenterPerDayCents', label: c.youngRenter, type: 'money' },
      {
        name: 'mileageAllowancePerDay',
        label: c.allowance,
        type: 'count',
        optional: true,
        hint: c.allowanceHint,
      },
      { name: 'excessMileCents', label: c.excess, type: 'money' },
    ],
    schema: classChargesSchema,
    save: (charges, row) => send('PUT', `/class-charges/${encodeURIComponent(row?.classId ?? '')}`, charges),
  };
}

type Promo = Book['promoCodes'][number];
export function promoCodeList(book: Book, send: SendPricing): EditorList<Promo, PromoCode> {
  const o = bookOptions(book);
  const p = copy.promoCodes;
  return {
    id: 'promo-codes',
    ...words(p),
    rows: book.promoCodes,
    rowKey: (x) => x.code,
    rowName: (x) => x.code,
    columns: [
      { header: p.code, cell: (x) => <span className="font-mono font-semibold">{x.code}</span> },
      { header: f.label, cell: (x) => x.label },
      {
        header: p.kind,
        cell: (x) => (x.kind === 'percent' ? copy.percent(x.percentOff) : copy.money(x.amountOffCents)),
        className: 'text-right tabular-nums',
      },
      { header: p.valid, cell: (x) => copy.dates(x.validFrom, x.validTo), className: 'whitespace-nowrap' },
      { header: f.classId, cell: (x) => x.classIds.map(o.className).join(', ') || copy.everyClass },
      { header: p.minDays, cell: (x) => x.minDays ?? '—', className: 'text-right' },
      { header: p.uses, cell: (x) => p.usesOf(x.uses, x.usageLimit), className: 'text-right tabular-nums' },
      { header: f.active, cell: (x) => yesNo(x.active) },
    ],
    fields: [
      { name: 'code', label: p.code, type: 'text', key: true, hint: p.codeHint },
      { name: 'label', label: f.label, type: 'text' },
      { name: 'kind', label: p.kind, type: 'choice', options: options(promoKinds, p.kinds) },
      { name: 'percentOff', label: p.percentOff, type: 'percent', optional: true },
      { name: 'amountOffCents', label: p.amountOff, type: 'money', optional: true },
      { name: 'validFrom', label: p.validFrom, type: 'date', optional: true, hint: p.validHint },
      { name: 'validTo', label: p.validTo, type: 'date', optional: true, hint: p.validHint },
      { name: 'minDays', label: p.minDays, type: 'count', optional: true },
      { name: 'usageLimit', label: p.usageLimit, type: 'count', optional: true, hint: p.usageLimitHint },
      { name: 'active', label: f.active, type: 'flag' },
      { name: 'classIds', label: p.classIds, type: 'choices', options: o.classes },
    ],
    schema: promoCodeSchema,
    blank: {
      kind: 'percent',
      percentOff: null,
      amountOffCents: null,
      ...openPromoTerms(),
    },
    ...crud<Promo, PromoCode>(send, '/promo-codes', (x) => [x.code]),
  };
}

type Settings = PricingSettings & { id: string };
export function settingsList(book: Book, send: SendPricing): EditorList<Settings, PricingSettings> {
  const s = copy.settings;
  return {
    id: 'settings',
    ...words(s),
    rows: [{ id: 'company', additionalDriverPerDayCents: book.additionalDriverPerDayCents }],
    rowKey: (row) => row.id,
    rowName: () => s.name,
    columns: [moneyColumn(s.fee, (row) => row.additionalDriverPerDayCents)],
    fields: [{ name: 'additionalDriverPerDayCents', label: s.fee, type: 'money' }],
    schema: pricingSettingsSchema,
    save: (settings) => send('PUT', '/settings', settings),
  };
}
