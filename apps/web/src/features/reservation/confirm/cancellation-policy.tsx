import type { CancellationPolicyResponse } from '@convoy/domain/contracts/cancellation.schema';
import { describeNoShow, describeTiers, oneWayTermsIn } from '@convoy/domain/rules/cancellation-words';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { formatDateTime } from '../../../lib/format';
import { locale } from '../../../lib/locale';
import { tripCancellationPolicyQuery } from '../api/queries';
import { PolicyTiers } from '../components/policy-tiers';
import { choicesCopy as copy } from '../copy/choices-copy';

/** The wall-clock `hours` before a local date and time ("2026-07-06", "09:00"), as date and time. */
export function hoursBefore(date: string, time: string, hours: number): { date: string; time: string } {
  const at = new Date(Date.parse(`${date}T${time}:00Z`) - hours * 3_600_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

/**
 * The policy that applies to a booking of `vehicles` vehicles: the group tiers
 * from `groupMinVehicles` on, else the single ones, each in plain words; and,
 * when the tier with the most notice is free, until when.
 */
export function applicablePolicy(
  answer: CancellationPolicyResponse,
  vehicles: number,
  pickup: { date: string; time: string },
) {
  const group = vehicles >= answer.policy.groupMinVehicles;
  const tiers = group ? answer.policy.group : answer.policy.single;
  const first = [...tiers].sort((a, b) => b.minHoursBefore - a.minHoursBefore)[0];
  const free = first && first.minHoursBefore > 0 && first.feeBaseDays === 0 && first.feePercent === 0;
  const until = free ? hoursBefore(pickup.date, pickup.time, first.minHoursBefore) : null;
  return {
    group,
    /** The one-way route's own terms (decision 028), said as such. */
    oneWayTerms: answer.oneWayTerms === true,
    // The API says the tiers in English; the page says them in its own language (decision 048).
    tiers:
      locale === 'en' ? (group ? answer.summary.group : answer.summary.single) : describeTiers(tiers, locale),
    noShow: locale === 'en' ? answer.summary.noShow : describeNoShow(answer.policy.noShow, locale),
    freeUntil: until ? formatDateTime(until.date, until.time) : null,
  };
}

/**
 * The cancellation policy of this booking (GET /api/cancellation-policy), near
 * the Confirm button so it is read before booking (decision 013); a one-way
 * trip's route's own when it has one (decision 028).
 */
export function CancellationPolicy({
  vehicles,
  pickupDate,
  pickupTime,
  locationId,
  returnLocationId,
}: {
  vehicles: number;
  pickupDate: string;
  pickupTime: string;
  locationId: string;
  /** A one-way trip's return location; undefined: a round trip. */
  returnLocationId: string | undefined;
}) {
  const headingId = useId();
  const query = useQuery(tripCancellationPolicyQuery(locationId, returnLocationId));
  const policy = query.data
    ? applicablePolicy(query.data, vehicles, { date: pickupDate, time: pickupTime })
    : null;
  return (
    <section aria-labelledby={headingId} className="rounded-md border border-slate-200 bg-slate-50 p-4">
      <h2 id={headingId} className="font-bold text-base text-slate-900">
        {copy.cancellationHeading}
      </h2>
      {policy && query.data ? (
        <div className="mt-2 space-y-2 text-slate-800 text-sm">
          {policy.oneWayTerms ? <p>{oneWayTermsIn(locale)}</p> : null}
          {policy.freeUntil ? (
            <p className="font-semibold">{copy.cancellationFreeUntil(policy.freeUntil)}</p>
          ) : null}
          <p>
            {policy.group
              ? copy.cancellationGroup(vehicles, query.data.policy.groupMinVehicles)
              : copy.cancellationSingle}
          </p>
          <PolicyTiers tiers={policy.tiers} noShow={policy.noShow} />
        </div>
      ) : (
        <p role="status" className="mt-2 text-slate-700 text-sm">
          {query.isError ? copy.cancellationFailed : copy.cancellationLoading}
        </p>
      )}
    </section>
  );
}
