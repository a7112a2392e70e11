import type { ChangeSummary } from '@convoy/domain/contracts/reservation-change.schema';
import { useEffect, useRef } from 'react';
import { formatMoney } from '../../lib/format';
import { buttonClass } from '../form/form-styles';
import { changeCopy as copy } from './change-copy';

/**
 * The change as the server priced it, before it is applied: each change in
 * words, the totals before and after and the difference in a sentence, and
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
