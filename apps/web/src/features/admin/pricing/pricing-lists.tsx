import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { type AdminExtra, adminExtraSchema } from '@convoy/domain/contracts/admin-pricing.schema';
import {
  blackoutSchema,
  blackoutScopes,
  extraCharges,
  protectionSchema,
  seasonSchema,
} from '@convoy/domain/contracts/price-book.schema';
import type { Column } from '../shell/components/data-table';
import type { EditorField, EditorOption } from '../shell/components/editor-fields';
import { yesNo } from '../shell/components/editor-fields';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy as copy } from './pricing-copy';

/**
 * The lists of the Pricing view (decision 012) as data for ListEditor: dates and
 * what they block, and what a renter adds. Taxes, class charges, promo codes
 * and the driver fee are in pricing-charges.tsx.
 */

/** Sends a change of the price book: the view puts the answer in its query. */
export type SendPricing = (
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) => Promise<unknown>;

type Book = AdminPriceBook;
const f = copy.fields;
const path = (...parts: string[]) => parts.map((p) => `/${encodeURIComponent(p)}`).join('');

/** Choices of the book's classes and locations, and their names by id. */
export function bookOptions(book: Book) {
  const classes: EditorOption[] = book.classes.map((c) => ({ value: c.id, label: c.name }));
  const locations: EditorOption[] = book.locations.map((l) => ({ value: l.id, label: l.name }));
  const name = (options: EditorOption[], none: string) => (id: string | null) =>
    id === null ? none : (options.find((o) => o.value === id)?.label ?? id);
  return {
    classes,
    locations,
    className: name(classes, copy.everyClass),
    locationName: name(locations, copy.everyLocation),
  };
}

/** Adds with POST to `base`, changes with PUT and deletes with DELETE on `base` + the item's key. */
export function crud<Item, Output>(send: SendPricing, base: string, key: (item: Item) => string[]) {
  return {
    save: (item: Output, editing: Item | undefined) =>
      editing === undefined ? send('POST', base, item) : send('PUT', base + path(...key(editing)), item),
    remove: (item: Item) => send('DELETE', base + path(...key(item))),
  };
}

/** The words a list takes from its copy block: title, lead and what one is called. */
export const words = ({ title, lead, noun }: { title: string; lead: string; noun: string }) => ({
  title,
  lead,
  noun,
});
export const named = (label: string, code: string) => (
  <span>
    {label}
    <span className="block font-mono text-slate-500 text-xs">{code}</span>
  </span>
);
export const options = <T extends string>(values: readonly T[], labels: Record<T, string>): EditorOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

/** An amount in dollars, right-aligned; "—" for none. */
export function moneyColumn<Item>(header: string, cents: (row: Item) => number | null): Column<Item> {
  return {
    header,
    cell: (row) => copy.money(cents(row)),
    className: 'whitespace-nowrap text-right tabular-nums',
  };
}

export const idField: EditorField = { name: 'id', label: f.id, type: 'text', key: true, hint: f.idHint };
/** A priced item's key and its name as renters read it (seasons, extras, protection). */
const keyAndLabel: EditorField[] = [idField, { name: 'label', label: f.label, type: 'text' }];
/** What renters read of a product they add, and whether it is taxed and offered (extras, protection). */
const productDescription: EditorField = {
  name: 'description',
  label: f.description,
  type: 'text',
  wide: true,
};
const productFlags: EditorField[] = [
  { name: 'taxable', label: f.taxable, type: 'flag' },
  { name: 'active', label: f.offered, type: 'flag' },
];
const offeredColumn = <P extends { active: boolean }>(): Column<P> => ({
  header: f.offered,
  cell: (x) => yesNo(x.active),
});
export const dateFields: EditorField[] = [
  { name: 'startDate', label: f.startDate, type: 'date' },
  { name: 'endDate', label: f.endDate, type: 'date' },
];

type Season = Book['seasons'][number];
export function seasonList(book: Book, send: SendPricing): EditorList<Season, Season> {
  const o = bookOptions(book);
  return {
    id: 'seasons',
    ...words(copy.seasons),
    rows: book.seasons,
    rowKey: (s) => s.id,
    rowName: (s) => s.label,
    columns: [
      { header: f.label, cell: (s) => named(s.label, s.id) },
      {
        header: copy.seasons.dates,
        cell: (s) => copy.dates(s.startDate, s.endDate),
        className: 'whitespace-nowrap',
      },
      { header: f.classId, cell: (s) => o.className(s.classId) },
      { header: f.locationId, cell: (s) => o.locationName(s.locationId) },
      moneyColumn(f.daily, (s) => s.dailyRateCents),
      moneyColumn(f.weekly, (s) => s.weeklyRateCents),
      moneyColumn(f.monthly, (s) => s.monthlyRateCents),
      { header: f.minRentalDays, cell: (s) => s.minRentalDays ?? '—', className: 'text-right' },
    ],
    fields: [
      ...keyAndLabel,
      ...dateFields,
      { name: 'classId', label: f.classId, type: 'choice', options: o.classes },
      {
        name: 'locationId',
        label: f.locationId,
        type: 'choice',
        options: o.locations,
        none: copy.everyLocation,
      },
      { name: 'dailyRateCents', label: f.daily, type: 'money' },
      { name: 'weeklyRateCents', label: f.weekly, type: 'money' },
      { name: 'monthlyRateCents', label: f.monthly, type: 'money' },
      {
        name: 'minRentalDays',
        label: f.minRentalDays,
        type: 'count',
        optional: true,
        hint: f.minRentalDaysHint,
      },
    ],
    schema: seasonSchema,
    blank: { locationId: null, minRentalDays: null },
    ...crud<Season, Season>(send, '/seasons', (s) => [s.id]),
  };
}

type Blackout = Book['blackouts'][number];
export function blackoutList(book: Book, send: SendPricing): EditorList<Blackout, Blackout> {
  const o = bookOptions(book);
  const b = copy.blackouts;
  return {
    id: 'blackouts',
    ...words(b),
    rows: book.blackouts,
    rowKey: (x) => x.id,
    rowName: (x) => x.id,
    columns: [
      { header: b.reason, cell: (x) => named(x.reason, x.id) },
      {
        header: copy.seasons.dates,
        cell: (x) => copy.dates(x.startDate, x.endDate),
        className: 'whitespace-nowrap',
      },
      { header: b.scope, cell: (x) => b.scopes[x.scope] },
      { header: f.classId, cell: (x) => o.className(x.classId) },
      { header: f.locationId, cell: (x) => o.locationName(x.locationId) },
    ],
    fields: [
      idField,
      { name: 'reason', label: b.reason, type: 'text', wide: true },
      ...dateFields,
      { name: 'scope', label: b.scope, type: 'choice', options: options(blackoutScopes, b.scopes) },
      { name: 'classId', label: f.classId, type: 'choice', options: o.classes, none: copy.everyClass },
      {
        name: 'locationId',
        label: f.locationId,
        type: 'choice',
        options: o.locations,
        none: copy.everyLocation,
      },
    ],
    schema: blackoutSchema,
    blank: { scope: 'pickup', classId: null, locationId: null },
    ...crud<Blackout, Blackout>(send, '/blackouts', (x) => [x.id]),
  };
}

type Extra = Book['extras'][number];
export function extraList(book: Book, send: SendPricing): EditorList<Extra, AdminExtra> {
  const o = bookOptions(book);
  const e = copy.extras;
  const total = (x: Extra) => Object.values(x.stock).reduce((sum, n) => sum + n, 0);
  return {
    id: 'extras',
    ...words(e),
    rows: book.extras,
    rowKey: (x) => x.id,
    rowName: (x) => x.label,
    columns: [
      { header: f.label, cell: (x) => named(x.label, x.id) },
      { header: e.charge, cell: (x) => e.charges[x.charge] },
      moneyColumn(e.price, (x) => x.priceCents),
      moneyColumn(e.cap, (x) => x.capCents),
      { header: e.maxQuantity, cell: (x) => x.maxQuantity, className: 'text-right' },
      { header: e.stock, cell: (x) => (x.stocked ? e.stockTotal(total(x)) : e.notStocked) },
      offeredColumn(),
    ],
    fields: [
      ...keyAndLabel,
      { name: 'charge', label: e.charge, type: 'choice', options: options(extraCharges, e.charges) },
      { name: 'priceCents', label: e.price, type: 'money' },
      productDescription,
      { name: 'capCents', label: e.cap, type: 'money', optional: true, hint: e.capHint },
      { name: 'maxQuantity', label: e.maxQuantity, type: 'count' },
      ...productFlags,
      { name: 'stocked', label: e.stocked, type: 'flag', wide: true },
      { name: 'stock', label: e.stock, type: 'counts', options: o.locations, shownWith: 'stocked' },
    ],
    schema: adminExtraSchema,
    blank: { charge: 'per-day', capCents: null, maxQuantity: 1, taxable: true, active: true, stocked: false },
    ...crud<Extra, AdminExtra>(send, '/extras', (x) => [x.id]),
  };
}

type Protection = Book['protection'][number];
export function protectionList(book: Book, send: SendPricing): EditorList<Protection, Protection> {
  const p = copy.protection;
  return {
    id: 'protection',
    ...words(p),
    rows: book.protection,
    rowKey: (x) => x.id,
    rowName: (x) => x.label,
    columns: [
      { header: f.label, cell: (x) => named(x.label, x.id) },
      moneyColumn(p.perDay, (x) => x.perDayCents),
      { header: f.taxable, cell: (x) => yesNo(x.taxable) },
      offeredColumn(),
    ],
    fields: [
      ...keyAndLabel,
      { name: 'perDayCents', label: p.perDay, type: 'money' },
      productDescription,
      ...productFlags,
    ],
    schema: protectionSchema,
    blank: { taxable: false, active: true },
    ...crud<Protection, Protection>(send, '/protection', (x) => [x.id]),
  };
}
