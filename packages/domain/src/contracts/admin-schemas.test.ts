import { describe, expect, it } from 'vitest';
import { adminLoginSchema } from './admin-auth.schema.ts';
import { fleetClassUpdateSchema } from './admin-fleet.schema.ts';
import { adminReservationQuerySchema } from './admin-lists.schema.ts';
import { attributionReportQuerySchema, rateWebVital } from './admin-reports.schema.ts';

describe('back-office schemas', () => {
  it('normalise a sign-in and bound the password', () => {
    expect(adminLoginSchema.parse({ email: ' Ops@Example.COM ', password: 'x' })).toEqual({
      email: 'ops@example.com',
      password: 'x',
    });
    expect(adminLoginSchema.safeParse({ email: 'ops@example.com', password: 'x'.repeat(257) }).success).toBe(
      false,
    );
  });

  it('read list filters from a query string and refuse an inverted period', () => {
    expect(adminReservationQuerySchema.parse({ page: '2', status: 'confirmed' })).toMatchObject({
      page: 2,
      pageSize: 25,
      status: 'confirmed',
    });
    const inverted = adminReservationQuerySchema.safeParse({ from: '2026-07-10', to: '2026-07-01' });
    expect(inverted.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['to', 'The end date must be on or after the start date.'],
    ]);
  });

  it('bound report periods to a year and default to last non-direct', () => {
    expect(attributionReportQuerySchema.parse({ from: '2026-01-01', to: '2026-12-31' }).model).toBe(
      'last-non-direct',
    );
    expect(attributionReportQuerySchema.safeParse({ from: '2026-01-01', to: '2027-01-02' }).success).toBe(
      false,
    );
  });

  it('take rates in whole cents, a daily rate above zero, units from 0 to 1000', () => {
    expect(
      fleetClassUpdateSchema.parse({ dailyRateCents: 17900, weeklyRateCents: 0, monthlyRateCents: 0 }),
    ).toEqual({
      dailyRateCents: 17900,
      weeklyRateCents: 0,
      monthlyRateCents: 0,
      units: {},
    });
    const bad = fleetClassUpdateSchema.safeParse({
      dailyRateCents: 0,
      weeklyRateCents: 12.5,
      monthlyRateCents: Number.NaN,
      units: { baltimore: 1001 },
    });
    expect(bad.error?.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'dailyRateCents',
      'monthlyRateCents',
      'units.baltimore',
      'weeklyRateCents',
    ]);
  });

  it('rate a 75th percentile with the web.dev thresholds', () => {
    expect(rateWebVital('LCP', 2500)).toBe('good');
    expect(rateWebVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateWebVital('CLS', 0.26)).toBe('poor');
    expect(rateWebVital('INP', 200)).toBe('good');
  });
});
