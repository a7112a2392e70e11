import type { ChangeSummary } from '@convoy/domain/contracts/reservation-change.schema';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../lib/format';
import { buttonClass } from '../form/form-styles';
import { changeCopy as copy } from './change-copy';

/**
 * Each charge the change alters, before and after, in dollars: why the total
 * moves (rules/price-changes.ts). A table, so each amount is read with its
 * charge and its column; narrow enough for a phone (the charge wraps).
 */
export function PriceChanges({ changes }: { changes: NonNullable<ChangeSummary['priceChanges']> }) {
  if (changes.length === 0) return null;
  return (
    <table className="w-full text-left text-slate-900 text-sm">
      <caption className="mb-1 text-left font-semibold text-base">{copy.priceChanges}</caption>
      <thead>
        <tr className="border-slate-300 border-b text-slate-700">
          <th scope="col" className="py-1 pr-2 font-medium">
            {copy.priceLine}
          </th>
          <th scope="col" className="py-1 pr-2 text-right font-medium">
            {copy.before}
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            {copy.after}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((c) => (
          <tr key={c.label} className="border-slate-200 border-b align-top">
            <th scope="row" className="py-1 pr-2 font-normal">
              {c.label}
            </th>
            <td className="whitespace-nowrap py-1 pr-2 text-right tabular-nums">
              {formatMoney(c.beforeCents)}
            </td>
            <td className="whitespace-nowrap py-1 text-right font-semibold tabular-nums">
              {formatMoney(c.afterCents)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The change as the server priced it, before it is applied: each change in
 * words, each charge it alters before and after, the totals before and after and the difference in a sentence, and
 * what cancelling will cost at least once it is made. It
 * takes the focus when it appears, so a screen reader reads it first.
 */
export function ChangePreview({
  summary,
  pending,
  onConfirm,
}: {
  summary: ChangeSummary;
  pending: boolean;
  onConfirm: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="change-preview-heading"
      className="space-y-3 rounded-lg border-2 border-brand-700 bg-brand-50 p-4 sm:p-5"
    >
      <h3
        id="change-preview-heading"
        ref={heading}
        tabIndex={-1}
        className="font-bold text-lg text-slate-900 focus:outline-none"
      >
        {copy.previewHeading}
      </h3>
      <ul className="list-disc space-y-1 pl-5 text-slate-900">
        {summary.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
      <PriceChanges changes={summary.priceChanges ?? []} />
      <dl className="space-y-1">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-700">{copy.previousTotal}</dt>
          <dd className="tabular-nums">{formatMoney(summary.previousTotalCents)}</dd>
        </div>
        <div className="flex justify-between gap-4 font-bold">
          <dt>{copy.newTotal}</dt>
          <dd className="tabular-nums">{formatMoney(summary.totalCents)}</dd>
        </div>
      </dl>
      <p className="font-semibold text-lg text-slate-900">{copy.difference(summary.differenceCents)}</p>
      {summary.cancellationFeeFloorCents > 0 ? (
        <p className="text-slate-900">{copy.feeFloor(summary.cancellationFeeFloorCents)}</p>
      ) : null}
      <button
        type="button"
        onClick={() => (pending ? undefined : onConfirm())}
        aria-disabled={pending || undefined}
        className={`${buttonClass.primary} w-full sm:w-auto`}
      >
        {pending ? copy.confirming : copy.confirm}
      </button>
    </section>
  );
}
