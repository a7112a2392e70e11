import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import { ApiError, sentences } from './api-error';
import { loadMessageWords } from './message-words';

/**
 * The one fetch wrapper of the site (STYLE "Errors"): JSON in and out, the
 * API's error envelope `{"error":{"code","message","fields"?}}` turned into a
 * typed ApiError, and a network failure or timeout turned into an ApiError too,
 * with status 0 and a sentence a visitor can act on. Responses are not
 * re-validated here: the types come from the domain schemas the server answers
 * with, and zod stays out of the screens that only read (the JavaScript budget
 * of decision 009; features/reservation/README.md).
 */

export { ApiError, type ClientErrorCode, errorSentence } from './api-error';

type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler | undefined;

/** The back office registers what a 401 does (e.g. go to the sign-in page); returns an unregister function. */
export function onUnauthorized(handler: UnauthorizedHandler): () => void {
  unauthorizedHandler = handler;
  return () => {
    if (unauthorizedHandler === handler) unauthorizedHandler = undefined;
  };
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (an upload) is sent as multipart/form-data. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Gives up after this many ms (status 0, code `timeout`). */
  timeoutMs?: number;
}

const defaultTimeoutMs = 30_000;

function isEnvelope(
  value: unknown,
): value is { error: { code: string; message: string; fields?: FieldErrors; reservations?: string[] } } {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The error for a non-2xx answer: the envelope when there is one, else a sentence by status. */
function errorFromResponse(status: number, payload: unknown): ApiError {
  if (status >= 500) {
    const code = isEnvelope(payload) ? payload.error.code : 'server_error';
    return new ApiError(status, code, sentences.server_error);
  }
  if (isEnvelope(payload)) {
    const { code, message, fields, reservations } = payload.error;
    const codes = Array.isArray(reservations) ? reservations.filter((r) => typeof r === 'string') : [];
    return new ApiError(status, code, message, fields, codes);
  }
  if (status === 429) return new ApiError(status, 'too_many_requests', sentences.too_many_requests);
  return new ApiError(status, 'http_error', sentences.http_error);
}

/** The body as JSON; undefined when empty or not JSON (a proxy's HTML error page). */
async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The connection failed or timed out; the caller's own abort passes through as is. */
function noAnswer(error: unknown, signal: AbortSignal | undefined, timedOut: boolean): unknown {
  if (signal?.aborted) return error;
  if (timedOut) return new ApiError(0, 'timeout', sentences.timeout);
  return new ApiError(0, 'network_error', sentences.network_error);
}

/**
 * One request to our API: the timeout, the caller's abort, a failure as an
 * ApiError (from the error envelope, or a sentence), then `read` on a 2xx.
 */
async function exchange<T>(
  path: string,
  options: ApiRequestOptions,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, headers, signal } = options;
  const form = typeof FormData !== 'undefined' && body instanceof FormData;
  // One controller for both the caller's abort and our timeout (AbortSignal.any is too recent to rely on).
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? defaultTimeoutMs);
  const forwardAbort = () => controller.abort();
  signal?.addEventListener('abort', forwardAbort, { once: true });
  try {
    let response: Response;
    try {
      response = await fetch(path, {
        method,
        headers: {
          accept,
          // A FormData body sets its own multipart type, with the boundary.
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
          ...headers,
        },
        ...(body === undefined ? {} : { body: form ? body : JSON.stringify(body) }),
        credentials: 'same-origin',
        signal: controller.signal,
      });
    } catch (error) {
      throw noAnswer(error, signal, timedOut);
    }
    if (!response.ok) {
      let payload: unknown;
      try {
        payload = await readJson(response);
      } catch (error) {
        throw noAnswer(error, signal, timedOut);
      }
      // An error is shown in the page's language: its words load before it is read (lib/message-words.ts).
      if (isEnvelope(payload)) await loadMessageWords();
      const error = errorFromResponse(response.status, payload);
      if (response.status === 401) unauthorizedHandler?.(error);
      throw error;
    }
    try {
      return await read(response);
    } catch (error) {
      throw error instanceof ApiError ? error : noAnswer(error, signal, timedOut);
    }
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forwardAbort);
  }
}

/** Sends one request to our API and returns its JSON body, or throws an ApiError. */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  return exchange(path, options, 'application/json', async (response) => {
    const payload = await readJson(response);
    if (payload === undefined && response.status !== 204) {
      throw new ApiError(response.status, 'bad_response', sentences.bad_response);
    }
    return payload as T;
  });
}

/** A file our API sends (an invoice's PDF) as a Blob; a failure is an ApiError, as for apiRequest. */
export function apiFile(path: string, options: ApiRequestOptions = {}): Promise<Blob> {
  return exchange(path, options, 'application/pdf, application/json', (response) => response.blob());
}
