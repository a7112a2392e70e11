import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { AdminFleet } from '@convoy/domain/contracts/admin-fleet.schema';
import type {
  AdminLeadRow,
  AdminPage,
  AdminQuoteRow,
  AdminReservationDetail,
  AdminReservationRow,
} from '@convoy/domain/contracts/admin-lists.schema';
import type {
  AdminInvoicePage,
  AdminInvoiceRow,
  AdminOrganisationRow,
  AdminPaymentRow,
} from '@convoy/domain/contracts/admin-money.schema';
import type { AuditEntry } from '@convoy/domain/contracts/audit.schema';
import type { LocationsResponse } from '@convoy/domain/contracts/location.schema';
import { type ApiRequestOptions, apiRequest } from '../../../../lib/api-client';
import { csrfToken } from './csrf-token';

/** Query-string parameters of a list or report; empty values are left out. */
export type Params = Record<string, string | number | undefined>;

export function queryString(params: Params): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Every admin call: the one fetch wrapper, plus the CSRF token on a state-changing request. */
export function adminRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const token = csrfToken();
  const headers = method !== 'GET' && token ? { ...options.headers, [csrfHeader]: token } : options.headers;
  return apiRequest<T>(`/api/admin${path}`, { ...options, method, ...(headers ? { headers } : {}) });
}

/** The header an action that must act once sends (lib/submission-attempt.ts). */
export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });

/** The back office's lists by their path under /api/admin, and the row each shows. */
export interface AdminListRows {
  reservations: AdminReservationRow;
  quotes: AdminQuoteRow;
  leads: AdminLeadRow;
  organisations: AdminOrganisationRow;
  invoices: AdminInvoiceRow;
  payments: AdminPaymentRow;
  audit: AuditEntry;
}
export type AdminListName = keyof AdminListRows;

/** What a list's page answers beside its rows. */
interface AdminListExtras {
  invoices: Pick<AdminInvoicePage, 'aged'>;
}

/** A page of a list: its rows, and what the list adds beside them (invoices: aged receivables). */
export type AdminListPage<List extends AdminListName> = AdminPage<AdminListRows[List]> &
  (List extends keyof AdminListExtras ? AdminListExtras[List] : unknown);

/**
 * What more than one area of the back office reads: a page of any list, one
 * booking (bookings, the counter), the fleet's classes (fleet, the counter's
 * calendar, images) and the locations (filters, the counter's day). Each area's
 * own calls are in its `api/` slice.
 */
export const adminApi = {
  /** A page of one of the lists, filtered. */
  list: <List extends AdminListName>(list: List, params: Params) =>
    adminRequest<AdminListPage<List>>(`/${list}${queryString(params)}`),

  reservation: (code: string) =>
    adminRequest<AdminReservationDetail>(`/reservations/${encodeURIComponent(code)}`),

  fleet: () => adminRequest<AdminFleet>('/fleet'),

  /** The public list of locations (the filters, the counter's day). */
  locations: () => apiRequest<LocationsResponse>('/api/locations'),
};

/** The URL of a list's CSV export with the list's filters (a plain link: the browser downloads it). */
export function exportUrl(list: AdminListName, params: Params): string {
  const { page: _page, pageSize: _size, ...filters } = params;
  return `/api/admin/${list}/export.csv${queryString(filters)}`;
}

/** Files staff open in a new tab (the session cookie goes along). */
export const adminFiles = {
  invoicePdf: (number: string) => `/api/admin/invoices/${encodeURIComponent(number)}.pdf`,
  certificate: (id: string) => `/api/admin/organisations/certificates/${encodeURIComponent(id)}/file`,
  insurance: (id: string) => `/api/admin/insurance/${encodeURIComponent(id)}/file`,
};
