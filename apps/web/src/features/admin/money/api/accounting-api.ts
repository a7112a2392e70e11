import type {
  AccountingMapping,
  AccountingMappingRequest,
  AccountingMappings,
  AccountingStatus,
} from '@convoy/domain/contracts/accounting.schema';
import { adminRequest } from '../../shell/api/admin-api';

/** Accounting under /api/admin/accounting (decision 040). */
export const accountingApi = {
  status: () => adminRequest<AccountingStatus>('/accounting'),
  /** Intuit's consent page for this company, to open in the browser. */
  connect: () => adminRequest<{ url: string }>('/accounting/connect', { body: {} }),
  disconnect: () => adminRequest<AccountingStatus>('/accounting/disconnect', { body: {} }),
  retry: (id: string) =>
    adminRequest<AccountingStatus>(`/accounting/entries/${encodeURIComponent(id)}/retry`, { body: {} }),
  mappings: () => adminRequest<AccountingMappings>('/accounting/mappings'),
  saveMapping: (locationId: string, mapping: AccountingMappingRequest) =>
    adminRequest<AccountingMapping>(`/accounting/mappings/${encodeURIComponent(locationId)}`, {
      method: 'PUT',
      body: mapping,
    }),
  /** The journal's CSV, a plain link (the session cookie goes with it). */
  journalHref: (from: string, to: string) =>
    `/api/admin/accounting/journal.csv?${new URLSearchParams({ from, to })}`,
};
