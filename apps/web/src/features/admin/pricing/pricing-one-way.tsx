import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { type OneWayRoute, oneWayRouteSchema } from '@convoy/domain/contracts/price-book.schema';
import { ApiError } from '../../../lib/api-client';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy } from './pricing-copy';
import { bookOptions, moneyColumn, type SendPricing, words } from './pricing-lists';

/**
 * The one-way routes in the Pricing view (decision 028): per ordered pair of
 * locations, the classes that may be returned at the other end, the fee per
 * vehicle (the `one_way` line renters read, under the route's label) and,
 * optionally, a deposit of its own. Every save sends every route
 * (PUT /api/admin/pricing/one-way-routes), which the API checks whole; a
 * booking keeps the fee it was booked with.
 */

const keyOf = (r: Pick<OneWayRoute, 'fromLocationId' | 'toLocationId'>) =>
  `${r.fromLocationId}>${r.toLocationId}`;

/**
 * Sends the routes with `editing` replaced by `item` (or left out); the API's
 * messages about the route being saved (`routes.N.field`) go beside its fields.
 */
async function sendRoutes(
  send: SendPricing,
  routes: readonly OneWayRoute[],
  editing: OneWayRoute | undefined,
  item?: OneWayRoute,
): Promise<unknown> {
  const kept = routes.filter((r) => editing === undefined || keyOf(r) !== keyOf(editing));
  const next = item ? [...kept, item] : kept;
  try {
    return await send('PUT', '/one-way-routes', { routes: next });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.fields || !item) throw error;
    const prefix = `routes.${next.length - 1}.`;
    const fields = Object.fromEntries(
      Object.entries(error.fields).map(([path, message]) => [
        path.startsWith(prefix) ? path.slice(prefix.length) : path,
        message,
      ]),
    );
    throw new ApiError(error.status, error.code, error.message, fields, error.reservations);
  }
}

export function oneWayRouteList(
  book: AdminPriceBook,
  send: SendPricing,
): EditorList<OneWayRoute, OneWayRoute> {
  const c = pricingCopy.oneWayRoutes;
  const { classes, locations, locationName } = bookOptions(book);
  const classNames = (ids: readonly string[]) =>
    classes
      .filter((o) => ids.includes(o.value))
      .map((o) => o.label)
      .join(', ');
  const routes = [...book.oneWayRoutes].sort(
    (a, b) =>
      locationName(a.fromLocationId).localeCompare(locationName(b.fromLocationId)) ||
      locationName(a.toLocationId).localeCompare(locationName(b.toLocationId)),
  );
  return {
    id: 'one-way',
    ...words(c),
    rows: routes,
    rowKey: keyOf,
    rowName: (r) => c.name(locationName(r.fromLocationId), locationName(r.toLocationId)),
    columns: [
      { header: c.from, cell: (r) => locationName(r.fromLocationId) },
      { header: c.to, cell: (r) => locationName(r.toLocationId) },
      { header: c.classes, cell: (r) => classNames(r.classIds) },
      moneyColumn(c.fee, (r) => r.feeCents),
      {
        header: c.deposit,
        cell: (r) => (r.depositCents === null ? c.classDeposit : pricingCopy.money(r.depositCents)),
        className: 'whitespace-nowrap text-right tabular-nums',
      },
      { header: c.label, cell: (r) => r.label },
    ],
    fields: [
      { name: 'fromLocationId', label: c.from, type: 'choice', key: true, options: locations },
      { name: 'toLocationId', label: c.to, type: 'choice', key: true, options: locations },
      { name: 'label', label: c.label, type: 'text', hint: c.labelHint, wide: true },
      { name: 'classIds', label: c.classes, type: 'choices', options: classes, wide: true },
      { name: 'feeCents', label: c.feeField, type: 'money' },
      {
        name: 'depositCents',
        label: c.depositField,
        type: 'money',
        optional: true,
        hint: c.depositHint,
      },
    ],
    schema: oneWayRouteSchema,
    blank: { classIds: [], depositCents: null },
    save: (item, editing) => sendRoutes(send, book.oneWayRoutes, editing, item),
    remove: (route) => sendRoutes(send, book.oneWayRoutes, route),
  };
}
