import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { flushSync } from 'react-dom';
import { formatMoney } from '../../../lib/format';
import { confirmCopy } from '../copy/confirm-copy';
import { priceCopy } from '../copy/price-copy';

const copy = confirmCopy.totalBar;

/** The breakdown's box, which `TotalBar` shows and hides on a phone. */
export const breakdownId = 'confirm-price';

/**
 * The live total at the foot of a phone's screen on the confirm step, so the renter sees it change
 * as they tick extras and protection (SPEC Part B §13: "the total updates as you choose"); a wide
 * screen keeps the breakdown beside the form instead. On a phone the breakdown is shown on demand,
 * in the step's first part, which takes the focus. Sticky rather than fixed, the bar comes to rest
 * after the form, covering none of its last controls; `styles.css` keeps focused fields clear of
 * it. Only the new total (or that it could not be updated) is announced, politely, at every width.
 */
export function TotalBar({
  pricing,
  failed,
  breakdownShown,
  onShowBreakdown,
}: {
  pricing: PricedTrip | undefined;
  failed: boolean;
  breakdownShown: boolean;
  onShowBreakdown: (shown: boolean) => void;
}) {
  const period = pricing
    ? pricing.rentalType === 'monthly'
      ? priceCopy.forMonths(pricing.rentalMonths ?? 1)
      : priceCopy.forDays(pricing.displayDays)
    : '';
  const toggle = () => {
    if (breakdownShown) {
      onShowBreakdown(false);
      return;
    }
    flushSync(() => onShowBreakdown(true));
    document.getElementById(breakdownId)?.focus();
  };
  // Announced at every width (the bar is a phone's), only once the server has answered: while a
  // new price is asked the old one stays, so nothing is said until the total really changes.
  const announced = failed
    ? `${copy.total}: ${copy.failed}`
    : pricing
      ? `${copy.total}: ${formatMoney(pricing.totalCents)} ${period}`
      : '';
  return (
    <>
      <p aria-live="polite" aria-atomic="true" className="sr-only">
        {announced}
      </p>
      <section
        aria-label={copy.label}
        data-total-bar
        className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-slate-300 border-t bg-white px-4 py-2 shadow-[0_-4px_12px_rgba(15,23,42,0.12)] sm:mx-0 sm:rounded-lg sm:border lg:hidden"
      >
        <p className="min-w-0">
          <span className="block text-slate-700 text-sm">{copy.total}</span>
          <span className="font-bold text-lg text-slate-900 tabular-nums">
            {pricing ? formatMoney(pricing.totalCents) : copy.pending}
          </span>{' '}
          <span className="text-slate-700 text-sm">{failed ? copy.failed : period}</span>
        </p>
        <button
          type="button"
          aria-expanded={breakdownShown}
          aria-controls={breakdownId}
          onClick={toggle}
          className="min-h-11 shrink-0 px-2 font-semibold text-brand-800 text-sm underline underline-offset-2"
        >
          {breakdownShown ? copy.hideBreakdown : copy.breakdown}
        </button>
      </section>
    </>
  );
}
