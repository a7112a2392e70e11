import type {
  DoNotRentEntry,
  DoNotRentEntryChange,
  DoNotRentEntryRequest,
  DoNotRentList,
  DoNotRentOverride,
  DoNotRentOverrideRequest,
  DoNotRentReview,
} from '@convoy/domain/contracts/do-not-rent.schema';
import { adminRequest } from '../../shell/api/admin-api';

/** The do-not-rent area's calls under /api/admin/do-not-rent (decision 021). */
export const doNotRentApi = {
  /** Every entry, masked. */
  list: () => adminRequest<DoNotRentList>('/do-not-rent'),

  add: (entry: DoNotRentEntryRequest) => adminRequest<DoNotRentEntry>('/do-not-rent', { body: entry }),

  change: (id: string, change: DoNotRentEntryChange) =>
    adminRequest<DoNotRentEntry>(`/do-not-rent/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),

  remove: (id: string) =>
    adminRequest<DoNotRentList>(`/do-not-rent/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  /** Lets one booking through after a manager's review, saying why. */
  override: (override: DoNotRentOverrideRequest) =>
    adminRequest<DoNotRentOverride>('/do-not-rent/overrides', { body: override }),

  /** Whether a booking is held for review, and its override if one was recorded. */
  review: (code: string) => adminRequest<DoNotRentReview>(`/do-not-rent/reviews/${encodeURIComponent(code)}`),
};
