import type { InsuranceCertificate } from '@convoy/domain/contracts/insurance.schema';
import type { PaymentSessionResponse } from '@convoy/domain/contracts/payment.schema';
import type {
  RemoteSignature,
  remoteSignatureResponseSchema,
} from '@convoy/domain/contracts/pre-arrival.schema';
import type {
  ReservationCreateInput,
  ReservationResponse,
} from '@convoy/domain/contracts/reservation.schema';
import type { SplitPaymentRequest, SplitPaymentView } from '@convoy/domain/contracts/split-payment.schema';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { certificateForm, certificateUploadTimeoutMs } from '../../../lib/certificate-form';
import { locale } from '../../../lib/locale';

/**
 * The booking's endpoints (create, look up, cancel), typed by the domain
 * schemas the server validates and answers with. The search is queries.ts.
 */

/**
 * `idempotencyKey`: one per booking attempt (README "Booking once"). A booking made on the Spanish site
 * says so (decision 048): its e-mails and documents are in Spanish; English is what the API assumes.
 */
export function createReservation(
  request: ReservationCreateInput,
  idempotencyKey: string,
): Promise<ReservationResponse> {
  const body = locale === 'en' ? request : { ...request, locale };
  return apiRequest('/api/reservations', { body, headers: { 'Idempotency-Key': idempotencyKey } });
}

const reservationPath = (code: string) =>
  `/api/reservations/${encodeURIComponent(code.trim().toUpperCase())}`;

export function lookupReservation(
  code: string,
  email: string,
  signal?: AbortSignal,
): Promise<ReservationResponse> {
  return apiRequest(`${reservationPath(code)}?${new URLSearchParams({ email: email.trim() })}`, {
    ...(signal ? { signal } : {}),
  });
}

export function cancelReservation(code: string, email: string): Promise<ReservationResponse> {
  return apiRequest(`${reservationPath(code)}/cancel`, { body: { email: email.trim() } });
}

/**
 * The payment provider's hosted page (POST …/payment): the payment a booking
 * waits for, or the balance before pickup; 409 `nothing_due` when nothing is.
 */
export function startPayment(code: string, email: string): Promise<PaymentSessionResponse> {
  return apiRequest(`${reservationPath(code)}/payment`, { body: { email: email.trim() } });
}

/**
 * Where an invoice's or a receipt's PDF downloads: a plain link (the answer is
 * an attachment), found with the code and e-mail as a lookup is.
 */
export function documentUrl(
  code: string,
  email: string,
  document: { invoice: string } | { receipt: string },
): string {
  const file =
    'invoice' in document
      ? `invoices/${encodeURIComponent(document.invoice)}.pdf`
      : `receipts/${encodeURIComponent(document.receipt)}.pdf`;
  return `${reservationPath(code)}/${file}?${new URLSearchParams({ email: email.trim() })}`;
}

/**
 * POST …/insurance-certificate (decision 023): the renter who declined
 * protection uploads a certificate of insurance, found with the code and
 * e-mail as a lookup is; the fields and the file as multipart/form-data.
 */
export function uploadInsurance(
  code: string,
  email: string,
  fields: Record<string, string>,
  file: File,
): Promise<InsuranceCertificate> {
  const query = new URLSearchParams({ email: email.trim() });
  return apiRequest(`${reservationPath(code)}/insurance-certificate?${query}`, {
    body: certificateForm(fields, file),
    timeoutMs: certificateUploadTimeoutMs,
  });
}

/** POST …/drivers/:driverId/pre-arrival-link (decision 024): a driver's pre-arrival link e-mailed again. */
export async function resendPreArrivalLink(code: string, email: string, driverId: string): Promise<void> {
  await apiRequest<undefined>(
    `${reservationPath(code)}/drivers/${encodeURIComponent(driverId)}/pre-arrival-link`,
    { body: { email: email.trim() } },
  );
}

/** POST …/agreement-signature (decision 024): the renter signs the rental agreement remotely. */
export function signRentalAgreement(
  code: string,
  email: string,
  signing: RemoteSignature,
): Promise<z.infer<typeof remoteSignatureResponseSchema>> {
  return apiRequest(`${reservationPath(code)}/agreement-signature`, {
    body: { ...signing, email: email.trim() },
  });
}

/** Who pays what of a split booking, and who has paid (GET …/payers, decision 045). */
export function splitOf(code: string, email: string): Promise<SplitPaymentView> {
  return apiRequest(`${reservationPath(code)}/payers?${new URLSearchParams({ email: email.trim() })}`);
}

/** The organiser's split (PUT …/payers): each member is e-mailed their link; an empty list ends it. */
export function setSplit(code: string, request: SplitPaymentRequest): Promise<SplitPaymentView> {
  return apiRequest(`${reservationPath(code)}/payers`, {
    method: 'PUT',
    body: { ...request, email: request.email.trim() },
  });
}

/** Reminds every member who has not paid (each at most once a day); answers how many were. */
export function remindPayers(code: string, email: string): Promise<{ reminded: number }> {
  return apiRequest(`${reservationPath(code)}/payers/reminders`, { body: { email: email.trim() } });
}

/** A member's link sent again (a new one: the one before stops working). */
export async function resendPayerLink(code: string, email: string, payerId: string): Promise<void> {
  await apiRequest(`${reservationPath(code)}/payers/${encodeURIComponent(payerId)}/link`, {
    body: { email: email.trim() },
  });
}
