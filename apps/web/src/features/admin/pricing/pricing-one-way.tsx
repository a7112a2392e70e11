import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import {
  type CancellationPolicy,
  cancellationFeeSchema,
  cancellationPolicySchema,
} from '@convoy/domain/contracts/cancellation.schema';
import { type OneWayRoute, oneWayRouteSchema } from '@convoy/domain/contracts/price-book.schema';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client';
import { editorCopy } from '../shell/components/editor-copy';
import { type EditorList, ListEditor } from '../shell/components/list-editor';
import {
  rowsOf,
  type TierRow,
  tierColumns,
  tierFields,
  tierFormSchema,
  withTier,
} from './pricing-cancellation';
import { pricingCopy } from './pricing-copy';
import { bookOptions, moneyColumn, type SendPricing, words } from './pricing-lists';

/**
 * The one-way routes in the Pricing view (decision 028): per ordered pair of
 * locations, the classes that may be returned at the other end, the fee per
 * vehicle (the `one_way` line renters read, under the route's label) and,
 * optionally, a deposit and a cancellation policy of its own. Every save
 * sends every route (PUT /api/admin/pricing/one-way-routes), which the API
 * checks whole; a booking keeps the fee and the route's own policy it was
 * booked with.
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

/**
 * A route as its form edits it: whether it has a cancellation policy of its
 * own, with that policy's group size and no-show fee (its tiers are the
 * second list's, `oneWayTierList`). Unticked, the policy's fields are sent
 * empty and the route follows the company's policy.
 */
const ownPolicyFields = {
  ownCancellation: z.boolean(),
  groupMinVehicles: cancellationPolicySchema.shape.groupMinVehicles.nullable(),
  noShowDays: cancellationFeeSchema.shape.feeBaseDays.nullable(),
  noShowPercent: cancellationFeeSchema.shape.feePercent.nullable(),
};
const routeFormSchema = oneWayRouteSchema.safeExtend(ownPolicyFields).superRefine((r, ctx) => {
  if (!r.ownCancellation) return;
  for (const name of ['groupMinVehicles', 'noShowDays', 'noShowPercent'] as const)
    if (r[name] === null)
      ctx.addIssue({ code: 'custom', path: [name], message: editorCopy.messages.required });
});
type RouteForm = z.infer<typeof routeFormSchema>;
type RouteRow = OneWayRoute &
  Pick<RouteForm, 'ownCancellation'> &
  Record<'groupMinVehicles' | 'noShowDays' | 'noShowPercent', number>;

/** A route with its policy's fields; one without its own shows the company's, which ticking starts from. */
function routeRow(route: OneWayRoute, company: CancellationPolicy): RouteRow {
  const policy = route.cancellation ?? company;
  return {
    ...route,
    ownCancellation: route.cancellation !== null,
    groupMinVehicles: policy.groupMinVehicles,
    noShowDays: policy.noShow.feeBaseDays,
    noShowPercent: policy.noShow.feePercent,
  };
}

/** The route the form describes: its own policy keeps the tiers it had, a new one starts from the company's. */
function routeOf(
  form: RouteForm,
  editing: OneWayRoute | undefined,
  company: CancellationPolicy,
): OneWayRoute {
  const { ownCancellation, groupMinVehicles, noShowDays, noShowPercent, ...route } = form;
  if (!ownCancellation) return { ...route, cancellation: null };
  const { single, group } = editing?.cancellation ?? company;
  return {
    ...route,
    cancellation: {
      groupMinVehicles: groupMinVehicles ?? company.groupMinVehicles,
      single,
      group,
      noShow: { feeBaseDays: noShowDays ?? 0, feePercent: noShowPercent ?? 0 },
    },
  };
}

export function oneWayRouteList(book: AdminPriceBook, send: SendPricing): EditorList<RouteRow, RouteForm> {
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
    rows: routes.map((r) => routeRow(r, book.cancellationPolicy)),
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
      {
        header: c.cancellation,
        cell: (r) => (r.cancellation ? c.ownCancellation : c.companyCancellation),
      },
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
      { name: 'ownCancellation', label: c.ownField, type: 'flag', hint: c.ownHint, wide: true },
      ...ownRuleFields,
    ],
    schema: routeFormSchema,
    blank: {
      classIds: [],
      depositCents: null,
      ownCancellation: false,
      groupMinVehicles: book.cancellationPolicy.groupMinVehicles,
      noShowDays: book.cancellationPolicy.noShow.feeBaseDays,
      noShowPercent: book.cancellationPolicy.noShow.feePercent,
    },
    save: (item, editing) =>
      sendRoutes(send, book.oneWayRoutes, editing, routeOf(item, editing, book.cancellationPolicy)),
    remove: (route) => sendRoutes(send, book.oneWayRoutes, route),
  };
}

/** The policy's group size and no-show fee, shown while the route has its own. */
const ownRuleFields = (['groupMinVehicles', 'noShowDays', 'noShowPercent'] as const).map((name) => ({
  name,
  label: pricingCopy.cancellationRules[name],
  type: name === 'noShowPercent' ? ('percent' as const) : ('count' as const),
  shownWith: 'ownCancellation',
}));

type OwnTierRow = TierRow & { route: string };
const ownTierFormSchema = tierFormSchema.extend({ route: z.string().min(1) });
type OwnTierForm = z.infer<typeof ownTierFormSchema>;

/**
 * The tiers of each route with a cancellation policy of its own, one route
 * at a time, like the company's tiers (pricing-cancellation.tsx); a save
 * sends every route with that route's policy changed.
 */
export function oneWayTierList(book: AdminPriceBook, send: SendPricing): EditorList<OwnTierRow, OwnTierForm> {
  const c = pricingCopy.oneWayTiers;
  const t = pricingCopy.cancellationTiers;
  const { locationName } = bookOptions(book);
  const own = book.oneWayRoutes.filter((r) => r.cancellation !== null);
  const routeOptions = own.map((r) => ({
    value: keyOf(r),
    label: pricingCopy.oneWayRoutes.name(locationName(r.fromLocationId), locationName(r.toLocationId)),
  }));
  const lists = (policy: CancellationPolicy) => [
    { value: 'single', label: t.single(policy.groupMinVehicles) },
    { value: 'group', label: t.group(policy.groupMinVehicles) },
  ];
  const listOptions = lists(own[0]?.cancellation ?? book.cancellationPolicy);
  const policyOf = (route: OneWayRoute) => route.cancellation ?? book.cancellationPolicy;
  const resend = (key: string, next: (policy: CancellationPolicy) => CancellationPolicy) => {
    const route = own.find((r) => keyOf(r) === key);
    if (!route) return Promise.reject(new Error(c.missing));
    return sendRoutes(send, book.oneWayRoutes, route, { ...route, cancellation: next(policyOf(route)) });
  };
  return {
    id: 'one-way-tiers',
    ...words(c),
    rows: own.flatMap((r) =>
      [...rowsOf(policyOf(r), 'single'), ...rowsOf(policyOf(r), 'group')].map((tier) => ({
        ...tier,
        route: keyOf(r),
      })),
    ),
    rowKey: (row) => `${row.route}/${row.list}/${row.minHoursBefore}`,
    rowName: (row) => t.name(row.minHoursBefore),
    scope: { field: 'route', label: c.route, options: routeOptions },
    columns: [
      {
        header: t.list,
        cell: (row) => (row.list === 'single' ? listOptions[0]?.label : listOptions[1]?.label),
      },
      ...tierColumns,
    ],
    fields: [
      { name: 'route', label: c.route, type: 'choice', key: true, options: routeOptions },
      { name: 'list', label: t.list, type: 'choice', key: true, options: listOptions },
      ...tierFields,
    ],
    schema: ownTierFormSchema,
    ...(own.length > 0 ? { blank: { feeBaseDays: 0, feePercent: 0 } } : {}),
    save: ({ route, ...item }, editing) => resend(route, (policy) => withTier(policy, editing, item)),
    remove: (row) => resend(row.route, (policy) => withTier(policy, row)),
  };
}

/**
 * The one-way tiers' list, drawn afresh when the routes with a policy of
 * their own change, so the route shown is one of them (the list keeps the
 * route it shows while it stays). Takes `list` like ListEditor: the Pricing
 * view's jump links read its title.
 */
export function OneWayTierEditor({
  list,
  readOnly,
}: {
  list: EditorList<OwnTierRow, OwnTierForm>;
  readOnly: boolean;
}) {
  const routes = list.scope?.options.map((o) => o.value).join(' ') ?? '';
  return <ListEditor key={routes} list={list} readOnly={readOnly} />;
}
