import type {
  DoNotRentEntry,
  DoNotRentEntryChange,
  DoNotRentEntryRequest,
  DoNotRentList,
  DoNotRentOverride,
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

  /** Lets one booking through after a manager's review. */
  override: (reservationCode: string) =>
    adminRequest<DoNotRentOverride>('/do-not-rent/overrides', { body: { reservationCode } }),
};
