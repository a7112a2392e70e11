import type { AdminSession } from '@convoy/domain/contracts/admin-auth.schema';
import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { AdminFleet, FleetClassUpdate } from '@convoy/domain/contracts/admin-fleet.schema';
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
  AdminOrganisationDetail,
  AdminOrganisationRow,
  AdminPaymentRow,
  CertificateReview,
  TermsDecision,
} from '@convoy/domain/contracts/admin-money.schema';
import type { AdminOutboxPage } from '@convoy/domain/contracts/admin-outbox.schema';
import type { AdminPriceBook } from '@convoy/domain/contracts/admin-pricing.schema';
import type { AttributionReport, SiteHealth } from '@convoy/domain/contracts/admin-reports.schema';
import type { AuditEntry } from '@convoy/domain/contracts/audit.schema';
import type {
  Calendar,
  CheckInRequest,
  CheckOutRequest,
  Handover,
  HandoverPhoto,
  PhotoQuery,
  Today,
} from '@convoy/domain/contracts/counter.schema';
import type {
  counterDriversResponseSchema,
  DriverRulesResponse,
  DriverRuleUpdate,
} from '@convoy/domain/contracts/driver.schema';
import type {
  MaintenanceBlock,
  MaintenanceRequest,
  ReservationUnits,
  Unit,
  UnitCreate,
  UnitList,
  UnitUpdate,
} from '@convoy/domain/contracts/fleet-unit.schema';
import type { LocationsResponse } from '@convoy/domain/contracts/location.schema';
import type {
  MediaAsset,
  MediaAttachRequest,
  MediaListResponse,
} from '@convoy/domain/contracts/media.schema';
import type { TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import type { BankTransferInput, PaymentSettings } from '@convoy/domain/contracts/payment.schema';
import type {
  ReservationChange,
  ReservationChangePreview,
  ReservationChangeResponse,
} from '@convoy/domain/contracts/reservation-change.schema';
import type { StaffInvitationRequest, StaffList, StaffRole } from '@convoy/domain/contracts/staff.schema';
import type { VehiclesForSaleResponse } from '@convoy/domain/contracts/vehicle-for-sale.schema';
import type { z } from 'zod';
import { type ApiRequestOptions, apiRequest } from '../../../lib/api-client';
import { csrfToken, setCsrfToken } from './csrf-token';
import { type Uploader, uploadFile } from './upload-media';

export type CounterDrivers = z.infer<typeof counterDriversResponseSchema>;

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
function admin<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const token = csrfToken();
  const headers = method !== 'GET' && token ? { ...options.headers, [csrfHeader]: token } : options.headers;
  return apiRequest<T>(`/api/admin${path}`, { ...options, method, ...(headers ? { headers } : {}) });
}

const keyed = (key: string) => ({ 'Idempotency-Key': key });

const assignmentPath = (code: string, classId: string, seq: number) =>
  `${encodeURIComponent(code)}/${encodeURIComponent(classId)}/${seq}`;

const remember = (session: AdminSession) => {
  setCsrfToken(session.csrfToken);
  return session;
};

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

/** The payment settings as the back office reads them, with whether a card provider is configured. */
export type AdminPaymentSettings = PaymentSettings & { cardPaymentsAvailable: boolean };

export const adminApi = {
  session: (signal?: AbortSignal) => admin<AdminSession>('/session', signal ? { signal } : {}).then(remember),
  login: (email: string, password: string) =>
    admin<AdminSession>('/login', { body: { email, password } }).then(remember),
  logout: () => admin<void>('/logout', { method: 'POST' }).finally(() => setCsrfToken(null)),

  /** Accepts an invitation: the account is created and signed in (the session answered, as at sign-in). */
  acceptInvitation: (token: string, password: string) =>
    admin<AdminSession>('/invitations/accept', { body: { token, password } }).then(remember),

  /** Staff accounts and pending invitations; every change answers the list whole. */
  staff: () => admin<StaffList>('/staff'),
  inviteStaff: (invitation: StaffInvitationRequest) =>
    admin<StaffList>('/staff/invitations', { body: invitation }),
  withdrawInvitation: (id: string) =>
    admin<StaffList>(`/staff/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  setStaffRole: (id: string, role: StaffRole) =>
    admin<StaffList>(`/staff/${encodeURIComponent(id)}`, { method: 'PATCH', body: { role } }),
  removeStaff: (id: string) => admin<StaffList>(`/staff/${encodeURIComponent(id)}`, { method: 'DELETE' }),

  /** A page of one of the lists, filtered. */
  list: <List extends AdminListName>(list: List, params: Params) =>
    admin<AdminListPage<List>>(`/${list}${queryString(params)}`),
  reservation: (code: string) => admin<AdminReservationDetail>(`/reservations/${encodeURIComponent(code)}`),
  /** Sets aside the minimum cancellation fee a change left (managers); answers the booking. */
  waiveFeeFloor: (code: string) =>
    admin<AdminReservationDetail>(`/reservations/${encodeURIComponent(code)}/cancellation-floor/waive`, {
      method: 'POST',
    }),
  cancelReservation: (code: string) =>
    admin<AdminReservationDetail>(`/reservations/${encodeURIComponent(code)}/cancel`, { method: 'POST' }),
  /** A change priced with today's rules; nothing is changed. */
  priceChange: (code: string, change: ReservationChange) =>
    admin<ReservationChangePreview>(`/reservations/${encodeURIComponent(code)}/changes/price`, {
      body: change,
    }),
  /** Applies a change once per key (lib/submission-attempt.ts); the renter is e-mailed. */
  applyChange: (code: string, change: ReservationChange, idempotencyKey: string) =>
    admin<ReservationChangeResponse>(`/reservations/${encodeURIComponent(code)}/changes`, {
      body: change,
      headers: keyed(idempotencyKey),
    }),
  /** The counter's view of a booking's drivers: licence numbers in full and dates of birth. */
  counterDrivers: (code: string) => admin<CounterDrivers>(`/counter/${encodeURIComponent(code)}/drivers`),

  organisation: (code: string) =>
    admin<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}`),
  /** Approves or declines invoice terms; answers the organisation's page. The billing contact is e-mailed. */
  decideTerms: (code: string, decision: TermsDecision) =>
    admin<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}/terms`, { body: decision }),
  /** A new access key, e-mailed to the billing contact (never answered): the organisation's page as it now is. */
  issueKey: (code: string) =>
    admin<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}/key`, {
      method: 'POST',
    }),
  reviewCertificate: (id: string, review: CertificateReview) =>
    admin<TaxCertificate>(`/organisations/certificates/${encodeURIComponent(id)}/review`, { body: review }),

  /** Answers the invoice's row as it now is. Every action on money sends its submission's key (lib/submission-attempt.ts). */
  recordBankTransfer: (number: string, transfer: BankTransferInput, key: string) =>
    admin<AdminInvoiceRow>(`/invoices/${encodeURIComponent(number)}/bank-transfers`, {
      body: transfer,
      headers: keyed(key),
    }),
  /** E-mails the invoice again; answers to whom. */
  resendInvoice: (number: string) =>
    admin<{ to: string }>(`/invoices/${encodeURIComponent(number)}/resend`, { method: 'POST' }),

  paymentSettings: () => admin<AdminPaymentSettings>('/payments/settings'),
  savePaymentSettings: (settings: PaymentSettings) =>
    admin<AdminPaymentSettings>('/payments/settings', { method: 'PUT', body: settings }),
  /** Capture, release and refund answer the payment's row with its operations. */
  capturePayment: (id: string, amountCents: number | undefined, key: string) =>
    admin<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/capture`, {
      body: amountCents === undefined ? {} : { amountCents },
      headers: keyed(key),
    }),
  releasePayment: (id: string, key: string) =>
    admin<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/release`, {
      method: 'POST',
      headers: keyed(key),
    }),
  refundPayment: (id: string, refund: { amountCents: number; reason: string }, key: string) =>
    admin<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/refund`, {
      body: refund,
      headers: keyed(key),
    }),
  /** Charges what is due to the card saved with the booking's earlier payment. */
  chargeBalance: (code: string, key: string) =>
    admin<AdminPaymentRow>(`/payments/reservations/${encodeURIComponent(code)}/charge-balance`, {
      method: 'POST',
      headers: keyed(key),
    }),

  /** The counter's day at a location: pickups, returns, tomorrow's vehicles without a unit. */
  today: (params: { locationId: string; date?: string }) =>
    admin<Today>(`/counter/today${queryString(params)}`),
  /** A booking at the counter: each vehicle's unit, readings out and in, photos, charges, agreement. */
  handover: (code: string) => admin<Handover>(`/counter/${encodeURIComponent(code)}/handover`),
  /** Every booked vehicle goes out at once, with the renter's signature; 409 when the booking is not ready. */
  checkOut: (code: string, request: CheckOutRequest) =>
    admin<Handover>(`/counter/${encodeURIComponent(code)}/check-out`, { body: request }),
  /** The charges the return would add; nothing is stored. */
  previewCheckIn: (code: string, request: CheckInRequest) =>
    admin<Handover>(`/counter/${encodeURIComponent(code)}/check-in/preview`, { body: request }),
  /** Records the return; the final invoice is issued once the last vehicle is back. */
  checkIn: (code: string, request: CheckInRequest) =>
    admin<Handover>(`/counter/${encodeURIComponent(code)}/check-in`, { body: request }),
  /** A photo of a booked vehicle, out or in (multipart, with upload progress). */
  photoUploader:
    (code: string, query: PhotoQuery): Uploader<HandoverPhoto> =>
    (file, onProgress, signal) =>
      uploadFile<HandoverPhoto>(
        `/api/admin/counter/${encodeURIComponent(code)}/photos${queryString(query)}`,
        file,
        onProgress,
        signal,
      ),
  /** Removes a photo, only until its side (out or in) is recorded (409 after). */
  removePhoto: (code: string, photoId: string) =>
    admin<void>(`/counter/${encodeURIComponent(code)}/photos/${encodeURIComponent(photoId)}`, {
      method: 'DELETE',
    }),
  /** The unit of each booked vehicle of a booking. */
  assignments: (code: string) => admin<ReservationUnits>(`/assignments/${encodeURIComponent(code)}`),
  /** Gives a booked vehicle a unit; 409 names the booking in the way. Answers the booking's units. */
  assignUnit: (code: string, classId: string, seq: number, unitId: string) =>
    admin<ReservationUnits>(`/assignments/${assignmentPath(code, classId, seq)}`, {
      method: 'PUT',
      body: { unitId },
    }),
  unassignUnit: (code: string, classId: string, seq: number) =>
    admin<ReservationUnits>(`/assignments/${assignmentPath(code, classId, seq)}`, { method: 'DELETE' }),
  /** The active units of a class at a location. */
  activeUnits: (locationId: string, classId: string) =>
    admin<UnitList>(`/units${queryString({ locationId, classId, status: 'active' })}`),

  driverRules: () => admin<DriverRulesResponse>('/driver-rules'),
  saveDriverRule: (classId: string, rule: DriverRuleUpdate) =>
    admin<DriverRulesResponse>(`/driver-rules/${encodeURIComponent(classId)}`, { method: 'PUT', body: rule }),

  attribution: (params: Params) => admin<AttributionReport>(`/reports/attribution${queryString(params)}`),
  siteHealth: (params: Params) => admin<SiteHealth>(`/reports/site-health${queryString(params)}`),

  outbox: (params: Params) => admin<AdminOutboxPage>(`/outbox${queryString(params)}`),
  retryEmail: (id: string) => admin<void>(`/outbox/${id}/retry`, { method: 'POST' }),

  fleet: () => admin<AdminFleet>('/fleet'),
  saveFleetClass: (classId: string, change: FleetClassUpdate) =>
    admin<AdminFleet>(`/fleet/${encodeURIComponent(classId)}`, { method: 'PUT', body: change }),

  /** The fleet's units (decision 015), filtered by location, class and status; answered whole, not paged. */
  units: (params: Params) => admin<UnitList>(`/units${queryString(params)}`),
  addUnit: (unit: UnitCreate) => admin<Unit>('/units', { body: unit }),
  /** Refused (409 `unit_needed`, the bookings named) when moving or retiring it leaves bookings short. */
  changeUnit: (id: string, change: UnitUpdate) =>
    admin<Unit>(`/units/${encodeURIComponent(id)}`, { method: 'PATCH', body: change }),
  bookMaintenance: (id: string, block: MaintenanceRequest) =>
    admin<MaintenanceBlock>(`/units/${encodeURIComponent(id)}/maintenance`, { body: block }),
  removeMaintenance: (id: string, blockId: string) =>
    admin<void>(`/units/${encodeURIComponent(id)}/maintenance/${encodeURIComponent(blockId)}`, {
      method: 'DELETE',
    }),

  /** The price book as stored; every change answers it whole. `path` is under /api/admin/pricing. */
  pricing: () => admin<AdminPriceBook>('/pricing'),
  changePricing: (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    admin<AdminPriceBook>(`/pricing${path}`, body === undefined ? { method } : { method, body }),

  media: () => admin<MediaListResponse>('/media'),
  describeMedia: (id: string, alt: string) =>
    admin<MediaAsset>(`/media/${id}`, { method: 'PATCH', body: { alt } }),
  deleteMedia: (id: string) => admin<void>(`/media/${id}`, { method: 'DELETE' }),
  attachMedia: (id: string, target: MediaAttachRequest) =>
    admin<MediaAsset>(`/media/${id}/attachments`, { method: 'POST', body: target }),
  detachMedia: (id: string, target: MediaAttachRequest) =>
    admin<MediaAsset>(
      `/media/${id}/attachments/${target.targetType}/${encodeURIComponent(target.targetId)}`,
      {
        method: 'DELETE',
      },
    ),

  /** A location's units and what holds them (the fleet calendar), `days` days from `from`. */
  calendar: (params: Params) => admin<Calendar>(`/calendar${queryString(params)}`),
  /** Gives a booked vehicle a unit (409 naming what is in the way); `null` takes its unit away. */
  moveUnit: (code: string, classId: string, seq: number, unitId: string | null) => {
    const path = `/assignments/${encodeURIComponent(code)}/${encodeURIComponent(classId)}/${seq}`;
    return unitId === null
      ? admin<ReservationUnits>(path, { method: 'DELETE' })
      : admin<ReservationUnits>(path, { method: 'PUT', body: { unitId } });
  },

  /** Public lists the filters and the attach form need. */
  locations: () => apiRequest<LocationsResponse>('/api/locations'),
  vehiclesForSale: () => apiRequest<VehiclesForSaleResponse>('/api/vehicles-for-sale'),
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
};
