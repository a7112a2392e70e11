import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import { describeNoShow, describeTiers, oneWayTermsWords } from '@convoy/domain/rules/cancellation-words';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { testReservationResponse } from '../../../test/reservation-fixtures';
import { json, stubApi } from '../../../test/stub-api';
import { CancellationTerms } from '../manage/cancellation-terms';
import { CancellationPolicy } from './cancellation-policy';

afterEach(() => vi.unstubAllGlobals());

/** Baltimore → Chicago's own terms: free a week ahead, then half the total (decision 028). */
const routePolicy = {
  ...demoCancellationPolicy,
  single: [
    { feeBaseDays: 0, feePercent: 0, minHoursBefore: 168 },
    { feeBaseDays: 0, feePercent: 50, minHoursBefore: 0 },
  ],
};
const answerOf = (policy: typeof demoCancellationPolicy, oneWayTerms?: true) => ({
  policy,
  summary: {
    single: describeTiers(policy.single),
    group: describeTiers(policy.group),
    noShow: describeNoShow(policy.noShow),
  },
  ...(oneWayTerms ? { oneWayTerms } : {}),
});

function showPolicy(returnLocationId: string | undefined) {
  render(
    <QueryClientProvider client={sharedQueryClient()}>
      <CancellationPolicy
        vehicles={1}
        pickupDate="2030-07-20"
        pickupTime="10:00"
        locationId="baltimore"
        returnLocationId={returnLocationId}
      />
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Cancellation policy' });
}

describe('a one-way trip’s own cancellation terms', () => {
  it('are asked for the trip’s two ends before booking, and said to be the route’s own', async () => {
    const calls = stubApi({
      '/api/cancellation-policy': () => json(200, answerOf(routePolicy, true)),
    });
    const section = showPolicy('chicago');
    expect(await within(section).findByText(oneWayTermsWords)).toBeTruthy();
    expect(section.textContent).toContain('Cancel less than 7 days before pickup: 50% of the total.');
    // Free until a week before a pickup on 20 July.
    expect(section.textContent).toMatch(/Free until .*Jul 13/);
    expect(calls.map((c) => c.url)).toContain(
      '/api/cancellation-policy?locationId=baltimore&returnLocationId=chicago',
    );
  });

  it('are the company’s for a round trip, with nothing said of a route', async () => {
    const calls = stubApi({ '/api/cancellation-policy': () => json(200, answerOf(demoCancellationPolicy)) });
    const section = showPolicy(undefined);
    expect(
      await within(section).findByText(
        'Cancel less than 3 days before pickup: one day of each vehicle’s daily rate.',
      ),
    ).toBeTruthy();
    expect(section.textContent).not.toContain(oneWayTermsWords);
    expect(calls.map((c) => c.url)).toContain('/api/cancellation-policy');
  });

  it('are named on the manage page when the booking keeps them, and not otherwise', () => {
    const found = testReservationResponse();
    const own = { ...found, cancellation: { ...found.cancellation!, oneWayTerms: true } };
    const { unmount } = render(<CancellationTerms found={own} />);
    const section = screen.getByRole('region', { name: 'Cancellation policy' });
    expect(within(section).getByText(oneWayTermsWords)).toBeTruthy();
    unmount();
    render(<CancellationTerms found={found} />);
    expect(screen.queryByText(oneWayTermsWords)).toBeNull();
  });
});
