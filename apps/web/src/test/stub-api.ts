import { vi } from 'vitest';

/** A JSON answer of the fake API. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * A fake API for a rendered app: each path answers from the map (a function
 * may look at the request); any other path answers 404. Returns every call
 * made, to check what was sent. An answer may be a promise, to hold it back. Undo with
 * vi.unstubAllGlobals().
 */
export function stubApi(
  routes: Record<string, (init: RequestInit | undefined) => Response | Promise<Response>>,
) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const all: typeof routes = {
    '/api/public-config': () => json(200, { ga4MeasurementId: null, consentMode: 'opt-in' }),
    '/api/collect': () => new Response(null, { status: 204 }),
    ...routes,
  };
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const answer = all[url.split('?')[0]!];
    return answer ? answer(init) : json(404, { error: { code: 'not_found', message: 'No such endpoint.' } });
  });
  return calls;
}
