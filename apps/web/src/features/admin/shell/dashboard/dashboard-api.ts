import type { AdminDashboard } from '@convoy/domain/contracts/admin-dashboard.schema';
import { adminRequest, queryString } from '../api/admin-api';

/** GET /api/admin/dashboard: the home's cards for a location (or all) and a day. */
export const dashboardApi = {
  read: (params: { location: string; day: string }) =>
    adminRequest<AdminDashboard>(`/dashboard${queryString(params)}`),
};
