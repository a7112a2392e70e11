import type { AdminOutboxPage, AdminTextsPage } from '@convoy/domain/contracts/admin-outbox.schema';
import type { AttributionReport, SiteHealth } from '@convoy/domain/contracts/admin-reports.schema';
import type {
  CancellationsReport,
  LeadTimeReport,
  RevenueReport,
  UtilisationReport,
} from '@convoy/domain/contracts/business-reports.schema';
import { adminRequest, type Params, queryString } from '../../shell/api/admin-api';

/** The business reports (decision 044), each a JSON answer and a CSV of the same rows. */
export interface BusinessReports {
  utilisation: UtilisationReport;
  revenue: RevenueReport;
  'lead-time': LeadTimeReport;
  cancellations: CancellationsReport;
}
export type BusinessReportName = keyof BusinessReports;

/** The reports area's calls under /api/admin: the business reports, campaigns, site health, the e-mail outbox and its texts. */
export const reportsApi = {
  business: <Name extends BusinessReportName>(name: Name, params: Params) =>
    adminRequest<BusinessReports[Name]>(`/reports/${name}${queryString(params)}`),

  businessCsvHref: (name: BusinessReportName, params: Params) =>
    `/api/admin/reports/${name}.csv${queryString(params)}`,

  attribution: (params: Params) =>
    adminRequest<AttributionReport>(`/reports/attribution${queryString(params)}`),

  siteHealth: (params: Params) => adminRequest<SiteHealth>(`/reports/site-health${queryString(params)}`),

  outbox: (params: Params) => adminRequest<AdminOutboxPage>(`/outbox${queryString(params)}`),

  texts: (params: Params) => adminRequest<AdminTextsPage>(`/outbox/texts${queryString(params)}`),

  retryEmail: (id: string) => adminRequest<void>(`/outbox/${id}/retry`, { method: 'POST' }),
};
