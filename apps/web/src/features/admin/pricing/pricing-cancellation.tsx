import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import {
  type CancellationPolicy,
  cancellationFeeSchema,
  cancellationPolicySchema,
  cancellationTierSchema,
} from '@convoy/domain/contracts/cancellation.schema';
import { describeNoShow, describeTiers } from '@convoy/domain/rules/cancellation-words';
import { z } from 'zod';
import type { Column } from '../shell/components/data-table';
import type { EditorField } from '../shell/components/editor-fields';
import type { EditorList } from '../shell/components/list-editor';
import { pricingCopy } from './pricing-copy';
import { type SendPricing, words } from './pricing-lists';

/**
 * The cancellation policy in the Pricing view (SPEC Part B §14): its tiers,
 * one list for smaller bookings and one for groups, and the group size with
 * the no-show fee. Every save sends the whole policy
 * (PUT /api/admin/pricing/cancellation-policy), which the API checks whole:
 * a list without a tier from 0 hours is refused there. Each tier shows the
 * words renters read (rules/cancellation-words.ts).
 */

type ListName = 'single' | 'group';
type Tier = CancellationPolicy['single'][number];
export type TierRow = Tier & { list: ListName; words: string };

export const tierFormSchema = cancellationTierSchema.extend({ list: z.enum(['single', 'group']) });
type TierForm = z.infer<typeof tierFormSchema>;

const sendPolicy = (send: SendPricing, policy: CancellationPolicy) =>
  send('PUT', '/cancellation-policy', policy);

/** The list's tiers, most notice first, each with its words (a one-way route's own too). */
export function rowsOf(policy: CancellationPolicy, list: ListName): TierRow[] {
  const sorted = [...policy[list]].sort((a, b) => b.minHoursBefore - a.minHoursBefore);
  const said = describeTiers(sorted);
  return sorted.map((tier, i) => ({ ...tier, list, words: said[i] ?? '' }));
}

/** The policy with `editing` taken out of its list and `item` (if any) put in its own. */
export function withTier(
  policy: CancellationPolicy,
  editing: Pick<TierRow, 'list' | 'minHoursBefore'> | undefined,
  item?: TierForm,
): CancellationPolicy {
  const next = { ...policy, single: [...policy.single], group: [...policy.group] };
  if (editing)
    next[editing.list] = next[editing.list].filter((t) => t.minHoursBefore !== editing.minHoursBefore);
  if (item) {
    const { list, ...tier } = item;
    next[list] = [...next[list], tier];
  }
  return next;
}

/** A tier's columns and fields, the company's lists' and a one-way route's own (pricing-one-way.tsx). */
export const tierColumns: Column<TierRow>[] = [
  {
    header: pricingCopy.cancellationTiers.hours,
    cell: (t) => t.minHoursBefore,
    className: 'text-right tabular-nums',
  },
  {
    header: pricingCopy.cancellationTiers.days,
    cell: (t) => t.feeBaseDays,
    className: 'text-right tabular-nums',
  },
  {
    header: pricingCopy.cancellationTiers.percent,
    cell: (t) => pricingCopy.percent(t.feePercent),
    className: 'text-right tabular-nums',
  },
  { header: pricingCopy.cancellationTiers.words, cell: (t) => t.words },
];
export const tierFields: EditorField[] = [
  {
    name: 'minHoursBefore',
    label: pricingCopy.cancellationTiers.hours,
    type: 'count',
    hint: pricingCopy.cancellationTiers.hoursHint,
  },
  { name: 'feeBaseDays', label: pricingCopy.cancellationTiers.days, type: 'count' },
  { name: 'feePercent', label: pricingCopy.cancellationTiers.percent, type: 'percent' },
];

export function cancellationTierList(book: AdminPriceBook, send: SendPricing): EditorList<TierRow, TierForm> {
  const c = pricingCopy.cancellationTiers;
  const policy = book.cancellationPolicy;
  const lists = [
    { value: 'single', label: c.single(policy.groupMinVehicles) },
    { value: 'group', label: c.group(policy.groupMinVehicles) },
  ];
  return {
    id: 'cancellation',
    ...words(c),
    rows: [...rowsOf(policy, 'single'), ...rowsOf(policy, 'group')],
    rowKey: (t) => `${t.list}/${t.minHoursBefore}`,
    rowName: (t) => c.name(t.minHoursBefore),
    scope: { field: 'list', label: c.list, options: lists },
    columns: tierColumns,
    fields: [{ name: 'list', label: c.list, type: 'choice', key: true, options: lists }, ...tierFields],
    schema: tierFormSchema,
    blank: { feeBaseDays: 0, feePercent: 0 },
    save: (item, editing) => sendPolicy(send, withTier(policy, editing, item)),
    remove: (tier) => sendPolicy(send, withTier(policy, tier)),
  };
}

const rulesSchema = cancellationFeeSchema.extend({
  groupMinVehicles: cancellationPolicySchema.shape.groupMinVehicles,
});
type Rules = z.infer<typeof rulesSchema>;
type RulesRow = Rules & { id: string; words: string };

export function cancellationRulesList(book: AdminPriceBook, send: SendPricing): EditorList<RulesRow, Rules> {
  const c = pricingCopy.cancellationRules;
  const policy = book.cancellationPolicy;
  return {
    id: 'cancellation-rules',
    ...words(c),
    rows: [
      {
        id: 'company',
        groupMinVehicles: policy.groupMinVehicles,
        ...policy.noShow,
        words: describeNoShow(policy.noShow),
      },
    ],
    rowKey: (row) => row.id,
    rowName: () => c.name,
    columns: [
      {
        header: c.groupMinVehicles,
        cell: (row) => row.groupMinVehicles,
        className: 'text-right tabular-nums',
      },
      { header: pricingCopy.cancellationTiers.words, cell: (row) => row.words },
    ],
    fields: [
      { name: 'groupMinVehicles', label: c.groupMinVehicles, type: 'count' },
      { name: 'feeBaseDays', label: c.noShowDays, type: 'count' },
      { name: 'feePercent', label: c.noShowPercent, type: 'percent' },
    ],
    schema: rulesSchema,
    save: ({ groupMinVehicles, feeBaseDays, feePercent }) =>
      sendPolicy(send, { ...policy, groupMinVehicles, noShow: { feeBaseDays, feePercent } }),
  };
}
