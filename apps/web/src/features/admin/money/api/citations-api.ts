import type {
  CitationImportRequest,
  CitationImportResult,
  CitationItem,
  CitationSource,
  CitationSourceRequest,
  CitationStatus,
} from '@convoy/domain/contracts/citation.schema';
import { adminRequest, idempotencyHeader } from '../../shell/api/admin-api';

const item = (id: string, action: string) => `/citations/items/${encodeURIComponent(id)}/${action}`;

/** Tolls and citations under /api/admin/citations (decision 037). */
export const citationsApi = {
  sources: () => adminRequest<{ sources: CitationSource[] }>('/citations/sources'),
  addSource: (source: CitationSourceRequest) =>
    adminRequest<CitationSource>('/citations/sources', { body: source }),
  /** A file's text for one source: what became of each row. */
  importFile: (request: CitationImportRequest) =>
    adminRequest<CitationImportResult>('/citations/imports', { body: request }),
  items: (status?: CitationStatus) =>
    adminRequest<{ items: CitationItem[] }>(`/citations/items${status ? `?status=${status}` : ''}`),
  /** A queued item charged to a booking by hand: an action on money, once per key. */
  assign: (id: string, reservationCode: string, key: string) =>
    adminRequest<CitationItem>(item(id, 'assign'), {
      body: { reservationCode },
      headers: idempotencyHeader(key),
    }),
  dismiss: (id: string, note: string) => adminRequest<CitationItem>(item(id, 'dismiss'), { body: { note } }),
  dispute: (id: string, note: string) => adminRequest<CitationItem>(item(id, 'dispute'), { body: { note } }),
  /** Without an address, the one the driver gave before pickup (decision 037). */
  transfer: (id: string, address: string | undefined) =>
    adminRequest<CitationItem>(item(id, 'transfer'), { body: address ? { address } : {} }),
  /** The nomination letter's address, opened in the browser (the session cookie goes with it). */
  nominationHref: (id: string) => `/api/admin${item(id, 'nomination.pdf')}`,
};
