import type { AdminSearchAnswer } from '@convoy/domain/contracts/admin-search.schema';
import { adminRequest, queryString } from '../api/admin-api';

/** GET /api/admin/search (decision 042). */
export const searchApi = {
  search: (q: string) => adminRequest<AdminSearchAnswer>(`/search${queryString({ q })}`),
};
