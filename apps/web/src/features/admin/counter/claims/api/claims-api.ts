import type {
  Claim,
  ClaimEstimateRequest,
  ClaimLimits,
  ClaimList,
  ClaimListQuery,
  ClaimWaiveRequest,
} from '@convoy/domain/contracts/claim.schema';
import { adminRequest, idempotencyHeader, queryString } from '../../../shell/api/admin-api';

const claimPath = (id: string) => `/claims/${encodeURIComponent(id)}`;

/** The damage claims' calls under /api/admin/claims (decision 036). */
export const claimsApi = {
  list: (query: ClaimListQuery) => adminRequest<ClaimList>(`/claims${queryString(query)}`),

  claim: (id: string) => adminRequest<Claim>(claimPath(id)),

  estimate: (id: string, estimate: ClaimEstimateRequest) =>
    adminRequest<Claim>(`${claimPath(id)}/estimate`, { method: 'PUT', body: estimate }),

  letterSent: (id: string) => adminRequest<Claim>(`${claimPath(id)}/letter-sent`, { body: {} }),

  /** What a claim may charge a renter, per state. */
  limits: () => adminRequest<ClaimLimits>('/claims/limits'),

  saveLimits: (limits: ClaimLimits) =>
    adminRequest<ClaimLimits>('/claims/limits', { method: 'PUT', body: limits }),

  /** Waived (the money area's): the renter owes nothing of it; once per key. */
  waive: (id: string, request: ClaimWaiveRequest, key: string) =>
    adminRequest<Claim>(`${claimPath(id)}/waive`, { body: request, headers: idempotencyHeader(key) }),

  /** The deposit captured for the renter's share, the rest invoiced: once per key. */
  settle: (id: string, key: string) =>
    adminRequest<Claim>(`${claimPath(id)}/settle`, { body: {}, headers: idempotencyHeader(key) }),
};
