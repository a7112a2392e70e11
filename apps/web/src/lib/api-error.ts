import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import m from './api-error.messages';
import { messageInLanguage } from './message-words';

/**
 * The error every API call ends with (lib/api-client.ts makes them) and its
 * sentences, in a module of their own so a form can show an answer's errors
 * without loading the fetch wrapper before it sends (decision 009: the home page's
 * search form).
 */

/** Codes the fetch wrapper (api-client.ts) produces itself; the API's own codes pass through unchanged. */
export type ClientErrorCode = 'network_error' | 'timeout' | 'bad_response' | 'http_error';

export const sentences: Record<ClientErrorCode | 'server_error' | 'too_many_requests', string> = {
  network_error: m.networkError(),
  timeout: m.timeout(),
  bad_response: m.badResponse(),
  http_error: m.httpError(),
  server_error: m.serverError(),
  too_many_requests: m.tooManyRequests(),
};

export class ApiError extends Error {
  override name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure or timeout). */
  readonly status: number;
  readonly code: string;
  /** Per-field messages by dotted path (`contact.email`) for invalid input, in the build's language. */
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
    // The API answers in English, with its schemas' and its own messages; the page shows them in its language
    // (lib/message-words.ts: api-client loads the words first).
    super(messageInLanguage(message));
    this.status = status;
    this.code = code;
    this.fields =
      fields &&
      Object.fromEntries(Object.entries(fields).map(([path, text]) => [path, messageInLanguage(text)]));
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
