import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { describeNoShow, describeTiers } from '@convoy/domain/rules/cancellation-words';
import { describe, expect, it } from 'vitest';
import { applicablePolicy } from './cancellation-policy';

const answer = {
  policy: demoCancellationPolicy,
  summary: {
    single: describeTiers(demoCancellationPolicy.single),
    group: describeTiers(demoCancellationPolicy.group),
    noShow: describeNoShow(demoCancellationPolicy.noShow),
  },
};
const pickup = { date: '2030-07-20', time: '10:00' };

describe('the cancellation policy shown before booking', () => {
  it('gives a booking of fewer vehicles than the group threshold the single tiers, free until 72 hours ahead', () => {
    const shown = applicablePolicy(answer, 2, pickup);
    expect(shown.group).toBe(false);
    expect(shown.tiers).toEqual(answer.summary.single);
    expect(shown.freeUntil).toMatch(/Jul 17.*10:00/);
  });

  it('gives a convoy of groupMinVehicles or more the group tiers, free until 14 days ahead', () => {
    const shown = applicablePolicy(answer, 3, pickup);
    expect(shown.group).toBe(true);
    expect(shown.tiers).toEqual(answer.summary.group);
    expect(shown.freeUntil).toMatch(/Jul 6.*10:00/);
    expect(shown.noShow).toContain('no-show');
  });

  it('promises no free cancellation when the first tier charges', () => {
    const charging = {
      ...answer,
      policy: { ...demoCancellationPolicy, single: [{ minHoursBefore: 0, feeBaseDays: 1, feePercent: 0 }] },
    };
    expect(applicablePolicy(charging, 1, pickup).freeUntil).toBeNull();
  });
});
