import type { FieldErrors } from '@convoy/domain/contracts/error.schema';

/**
 * The error every API call ends with (lib/api-client.ts makes them) and its
 * sentences, in a module of their own so a form can show an answer's errors
 * without loading the fetch wrapper before it sends (decision 009: the home page's
 * search form).
 */

/** Codes the fetch wrapper (api-client.ts) produces itself; the API's own codes pass through unchanged. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'bad_response' | 'http_error';

export const sentences: Record<ClientErrorCode | 'server_error' | 'too_many_requests', string> = {
  network_error: 'We could not reach our server. Check your internet connection and try again.',
  timeout: 'Our server took too long to answer. Please try again.',
  bad_response: 'Our server sent an answer we could not read. Please try again in a moment.',
  http_error: 'Something went wrong with that request. Please try again.',
  server_error: 'Something went wrong on our side. Please try again in a moment.',
  too_many_requests: 'You have sent a lot of requests in a short time. Please wait a minute and try again.',
};

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  readonly code: string;
  /** Per-field messages keyed by dotted path (`contact.email`), for invalid input. */
  readonly fields: FieldErrors | undefined;
  /** The reservation codes a refusal is about (a unit needed by these bookings); empty when none. */
  readonly reservations: readonly string[];

  constructor(
    status: number,
    code: string,
    message: string,
    fields?: FieldErrors,
    reservations: readonly string[] = [],
  ) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.reservations = reservations;
  }

  /** No answer arrived: the request may or may not have reached the server. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/** A sentence for any error a request can end with, for toasts and alerts. */
export function errorSentence(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return sentences.http_error;
}
