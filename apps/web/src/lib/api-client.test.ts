import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorSentence, onUnauthorized } from './api-client';

function answer(status: number, body: unknown, type = 'application/json') {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return vi.fn(async () => new Response(text, { status, headers: { 'content-type': type } }));
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiRequest', () => {
  it('sends JSON with the given headers and returns the parsed body', async () => {
    const fetchMock = answer(201, { quoteCode: 'Q-4F7K2M' });
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest<{ quoteCode: string }>('/api/quotes', {
      body: { passengers: 40 },
      headers: { 'Idempotency-Key': 'key-12345' },
    });
    expect(result).toEqual({ quoteCode: 'Q-4F7K2M' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/quotes');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"passengers":40}');
    expect(init.headers).toMatchObject({
      'content-type': 'application/json',
      'Idempotency-Key': 'key-12345',
    });
  });

  it('turns the error envelope into an ApiError with code, message and fields', async () => {
    const fields = { 'contact.email': 'Enter your e-mail address, like name@example.com' };
    vi.stubGlobal(
      'fetch',
      answer(400, { error: { code: 'validation_failed', message: 'Check the fields.', fields } }),
    );
    const error = await failure(apiRequest('/api/reservations', { body: {} }));
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      message: 'Check the fields.',
      fields,
    });
    expect(error.isNetworkError).toBe(false);
  });

  it('keeps the code of a 409 so the flow can tell a lost unit apart', async () => {
    vi.stubGlobal('fetch', answer(409, { error: { code: 'unavailable', message: 'Taken.' } }));
    expect(await failure(apiRequest('/api/reservations', { body: {} }))).toMatchObject({
      status: 409,
      code: 'unavailable',
    });
  });

  it('keeps the reservations a refusal names, and none when it names none', async () => {
    const refusal = { code: 'unit_needed', message: 'Short.', reservations: ['CNV-1234567'] };
    vi.stubGlobal('fetch', answer(409, { error: refusal }));
    expect((await failure(apiRequest('/api/admin/units/x', { body: {} }))).reservations).toEqual([
      'CNV-1234567',
    ]);
    vi.stubGlobal('fetch', answer(409, { error: { code: 'unavailable', message: 'Taken.' } }));
    expect((await failure(apiRequest('/api/reservations', { body: {} }))).reservations).toEqual([]);
  });

  it('hides a 5xx message behind a sentence of our own', async () => {
    vi.stubGlobal('fetch', answer(500, { error: { code: 'internal_error', message: 'db exploded' } }));
    const error = await failure(apiRequest('/api/locations'));
    expect(error.status).toBe(500);
    expect(error.message).toBe('Something went wrong on our side. Please try again in a moment.');
  });

  it('gives a non-JSON error page a sentence by status', async () => {
    vi.stubGlobal('fetch', answer(429, '<html>slow down</html>', 'text/html'));
    const error = await failure(apiRequest('/api/availability', { body: {} }));
    expect(error).toMatchObject({ status: 429, code: 'too_many_requests' });
    expect(error.message).toMatch(/wait a minute/);
  });

  it('reports a network failure as status 0 with a human message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await failure(apiRequest('/api/locations'));
    expect(error).toMatchObject({ status: 0, code: 'network_error', isNetworkError: true });
    expect(errorSentence(error)).toBe(
      'We could not reach our server. Check your internet connection and try again.',
    );
  });

  it('gives up after the timeout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => {
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    const error = await failure(apiRequest('/api/locations', { timeoutMs: 10 }));
    expect(error).toMatchObject({ status: 0, code: 'timeout' });
  });

  it('reports an unreadable success body instead of returning undefined', async () => {
    vi.stubGlobal('fetch', answer(200, 'not json', 'text/plain'));
    expect((await failure(apiRequest('/api/locations'))).code).toBe('bad_response');
  });

  it('calls the registered 401 handler, and no longer once unregistered', async () => {
    vi.stubGlobal('fetch', answer(401, { error: { code: 'unauthorized', message: 'Sign in.' } }));
    const handler = vi.fn();
    const off = onUnauthorized(handler);
    await failure(apiRequest('/api/admin/me'));
    expect(handler).toHaveBeenCalledWith(expect.objectContaining({ status: 401, code: 'unauthorized' }));
    off();
    await failure(apiRequest('/api/admin/me'));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
