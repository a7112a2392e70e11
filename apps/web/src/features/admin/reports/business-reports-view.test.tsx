import type { RevenueReport, UtilisationReport } from '@convoy/domain/contracts/business-reports.schema';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sharedQueryClient } from '../../../lib/shared-query-client';
import { navigating, renderApp } from '../../../test/render-app';
import { json, stubApi } from '../../../test/stub-api';

beforeEach(() => sharedQueryClient().clear());
afterEach(() => vi.unstubAllGlobals());

const utilisation: UtilisationReport = {
  from: '2026-07-07',
  to: '2026-07-19',
  by: 'week',
  rows: [
    {
      key: '2026-07-06',
      label: 'Week of 6 July 2026',
      onRentDays: 1.71,
      availableDays: 14,
      utilisation: 0.122,
    },
    {
      key: '2026-07-13',
      label: 'Week of 13 July 2026',
      onRentDays: 4.67,
      availableDays: 19,
      utilisation: 0.2456,
    },
  ],
  totals: { onRentDays: 6.38, availableDays: 33, utilisation: 0.1932 },
};
const revenue: RevenueReport = {
  from: '2026-07-07',
  to: '2026-07-19',
  by: 'audience',
  rows: [{ key: 'sports-teams', label: 'Sports teams', invoices: 2, revenueCents: 123_450 }],
  totals: { invoices: 2, revenueCents: 123_450 },
};

describe('the business reports in the back office', { timeout: 20_000 }, () => {
  it('draws a report with its table and CSV link, and switches report and grouping', async () => {
    const calls = stubApi({
      '/api/admin/session': () =>
        json(200, { admin: { email: 'owner@rent.test', role: 'owner' }, csrfToken: 't', idleMinutes: 30 }),
      '/api/admin/reports/utilisation': () => json(200, utilisation),
      '/api/admin/reports/revenue': () => json(200, revenue),
    });
    await renderApp('/admin?view=reports&report=utilisation&from=2026-07-07&to=2026-07-19&by=week');
    const table = await screen.findByRole('table', { name: 'Utilisation' });
    expect(within(table).getByRole('rowheader', { name: 'Week of 13 July 2026' })).toBeTruthy();
    expect(table.textContent).toContain('24.6%');
    expect(table.textContent).toContain('19.3%');
    expect(screen.getByRole('img', { name: /Utilisation by week: 2 bars/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/utilisation.csv?from=2026-07-07&to=2026-07-19&by=week',
    );

    await navigating(() => fireEvent.click(screen.getByRole('button', { name: 'Revenue' })));
    expect(screen.getByRole('button', { name: 'Revenue' }).getAttribute('aria-pressed')).toBe('true');
    const grouping = await screen.findByLabelText('Group by');
    await navigating(() => fireEvent.change(grouping, { target: { value: 'audience' } }));
    await navigating(() => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    const revenueTable = await screen.findByRole('table', { name: 'Revenue' });
    expect(revenueTable.textContent).toContain('Sports teams');
    expect(revenueTable.textContent).toContain('$1,234.50');
    expect(
      calls.some((c) => c.url === '/api/admin/reports/revenue?from=2026-07-07&to=2026-07-19&by=audience'),
    ).toBe(true);
  });
});
