import type { AdminOutboxPage, AdminTextsPage } from '@convoy/domain/contracts/admin-outbox.schema';
import type { AttributionReport, SiteHealth } from '@convoy/domain/contracts/admin-reports.schema';
import { adminRequest, type Params, queryString } from '../../shell/api/admin-api';

/** The reports area's calls under /api/admin: campaigns, site health, the e-mail outbox and its texts. */
export const reportsApi = {
  attribution: (params: Params) =>
    adminRequest<AttributionReport>(`/reports/attribution${queryString(params)}`),

  siteHealth: (params: Params) => adminRequest<SiteHealth>(`/reports/site-health${queryString(params)}`),

  outbox: (params: Params) => adminRequest<AdminOutboxPage>(`/outbox${queryString(params)}`),

  texts: (params: Params) => adminRequest<AdminTextsPage>(`/outbox/texts${queryString(params)}`),

  retryEmail: (id: string) => adminRequest<void>(`/outbox/${id}/retry`, { method: 'POST' }),
};
