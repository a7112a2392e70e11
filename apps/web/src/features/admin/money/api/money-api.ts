import type {
  AdminInvoiceRow,
  AdminOrganisationDetail,
  AdminPaymentRow,
  CertificateReview,
  TermsDecision,
} from '@convoy/domain/contracts/admin-money.schema';
import type {
  CustomerNote,
  CustomerNoteRequest,
  OrganisationRecord,
} from '@convoy/domain/contracts/customer.schema';
import type {
  InsuranceCertificate,
  InsuranceReview,
  InsuranceReviewed,
  InsuranceSettings,
} from '@convoy/domain/contracts/insurance.schema';
import type { TaxCertificate } from '@convoy/domain/contracts/organisation.schema';
import type { BankTransferInput, PaymentSettings } from '@convoy/domain/contracts/payment.schema';
import { adminRequest, idempotencyHeader } from '../../shell/api/admin-api';

/** The payment settings as the back office reads them, with whether a card provider is configured. */
export type AdminPaymentSettings = PaymentSettings & { cardPaymentsAvailable: boolean };

/** The money area's calls under /api/admin: organisations, invoices, payments and the payment settings. */
export const moneyApi = {
  /** An organisation's notes by staff and its audit trail (decision 043). */
  organisationRecord: (code: string) =>
    adminRequest<OrganisationRecord>(`/customers/organisations/${encodeURIComponent(code)}`),

  addOrganisationNote: (code: string, note: CustomerNoteRequest) =>
    adminRequest<CustomerNote>(`/customers/organisations/${encodeURIComponent(code)}/notes`, { body: note }),

  pinNote: (id: string, pinned: boolean) =>
    adminRequest<CustomerNote>(`/customers/notes/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body: { pinned },
    }),

  organisation: (code: string) =>
    adminRequest<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}`),

  /** Approves or declines invoice terms; answers the organisation's page. The billing contact is e-mailed. */
  decideTerms: (code: string, decision: TermsDecision) =>
    adminRequest<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}/terms`, {
      body: decision,
    }),

  /** A new access key, e-mailed to the billing contact (never answered): the organisation's page as it now is. */
  issueKey: (code: string) =>
    adminRequest<AdminOrganisationDetail>(`/organisations/${encodeURIComponent(code)}/key`, {
      method: 'POST',
    }),

  /** Certificates of insurance to review (decision 023): pending first. */
  insurance: (status?: string) =>
    adminRequest<{ certificates: InsuranceCertificate[] }>(
      `/insurance${status ? `?${new URLSearchParams({ status })}` : ''}`,
    ),

  /** Verifies (with the fields as corrected) or rejects with a reason; the holder is e-mailed. */
  reviewInsurance: (id: string, review: InsuranceReview) =>
    adminRequest<InsuranceReviewed>(`/insurance/${encodeURIComponent(id)}/review`, { body: review }),

  insuranceSettings: () => adminRequest<InsuranceSettings>('/insurance/settings'),

  saveInsuranceSettings: (settings: InsuranceSettings) =>
    adminRequest<InsuranceSettings>('/insurance/settings', { method: 'PUT', body: settings }),

  reviewCertificate: (id: string, review: CertificateReview) =>
    adminRequest<TaxCertificate>(`/organisations/certificates/${encodeURIComponent(id)}/review`, {
      body: review,
    }),

  /** Answers the invoice's row as it now is. Every action on money sends its submission's key (lib/submission-attempt.ts). */
  recordBankTransfer: (number: string, transfer: BankTransferInput, key: string) =>
    adminRequest<AdminInvoiceRow>(`/invoices/${encodeURIComponent(number)}/bank-transfers`, {
      body: transfer,
      headers: idempotencyHeader(key),
    }),

  /** E-mails the invoice again; answers to whom. */
  resendInvoice: (number: string) =>
    adminRequest<{ to: string }>(`/invoices/${encodeURIComponent(number)}/resend`, { method: 'POST' }),

  paymentSettings: () => adminRequest<AdminPaymentSettings>('/payments/settings'),

  savePaymentSettings: (settings: PaymentSettings) =>
    adminRequest<AdminPaymentSettings>('/payments/settings', { method: 'PUT', body: settings }),

  /** Capture, release and refund answer the payment's row with its operations. */
  capturePayment: (id: string, amountCents: number | undefined, key: string) =>
    adminRequest<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/capture`, {
      body: amountCents === undefined ? {} : { amountCents },
      headers: idempotencyHeader(key),
    }),

  releasePayment: (id: string, key: string) =>
    adminRequest<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/release`, {
      method: 'POST',
      headers: idempotencyHeader(key),
    }),

  refundPayment: (id: string, refund: { amountCents: number; reason: string }, key: string) =>
    adminRequest<AdminPaymentRow>(`/payments/${encodeURIComponent(id)}/refund`, {
      body: refund,
      headers: idempotencyHeader(key),
    }),
};
