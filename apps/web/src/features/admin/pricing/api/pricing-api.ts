import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import { adminRequest } from '../../shell/api/admin-api';

/** The pricing area's calls under /api/admin: the price book. */
export const pricingApi = {
  /** The price book as stored; every change answers it whole. `path` is under /api/admin/pricing. */
  pricing: () => adminRequest<AdminPriceBook>('/pricing'),

  changePricing: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    adminRequest<AdminPriceBook>(`/pricing${path}`, body === undefined ? { method } : { method, body }),
};
