import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { oneWayTermsIn } from '@convoy/domain/rules/cancellation-words';
import { formatDeadline } from '../../../lib/format';
import { locale } from '../../../lib/locale';
import { PolicyTiers } from '../components/policy-tiers';
import { manageCopy as copy } from '../copy/manage-copy';

/**
 * This reservation's cancellation policy in plain words (its tiers, as the
 * server chose them for its number of vehicles) and what cancelling costs in
 * dollars until pickup, each deadline in the location's time, shown before
 * the cancel button; once cancelled, the fee charged. A one-way booking
 * that keeps its route's own terms says so (decision 028).
 */
export function CancellationTerms({ found }: { found: ReservationResponse }) {
  const { reservation, cancellation } = found;
  if (reservation.status === 'cancelled') {
    return reservation.cancellationFeeCents === null ? null : (
      <p className="font-semibold text-slate-900">{copy.feeCharged(reservation.cancellationFeeCents)}</p>
    );
  }
  if (!cancellation) return null;
  const schedule = (cancellation.feeSchedule ?? []).map((s) => ({
    cents: s.feeCents,
    until: formatDeadline(s.until, reservation.locationTimezone),
  }));
  return (
    <section aria-labelledby="cancellation-heading" className="space-y-2">
      <h3 id="cancellation-heading" className="font-bold text-lg text-slate-900">
        {copy.policyHeading}
      </h3>
      {/* What it costs this booking, in dollars and until when, before the policy's general words. */}
      {schedule.length > 0 ? (
        <p className="font-semibold text-slate-900">{copy.feeSchedule(schedule)}</p>
      ) : cancellation.feeIfCancelledNowCents === null ? null : (
        <p className="font-semibold text-slate-900">{copy.feeNow(cancellation.feeIfCancelledNowCents)}</p>
      )}
      <div className="space-y-2 text-slate-800">
        {cancellation.oneWayTerms ? <p>{oneWayTermsIn(locale)}</p> : null}
        <PolicyTiers tiers={cancellation.policy} noShow={cancellation.noShow} />
      </div>
    </section>
  );
}
