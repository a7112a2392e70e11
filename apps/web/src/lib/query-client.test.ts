import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldRetryQuery } from './query-client';

describe('shouldRetryQuery (SPEC §8, §9)', () => {
  it('never retries a client error 400–499', () => {
    for (const status of [400, 401, 404, 422, 499]) expect(shouldRetryQuery(0, { status })).toBe(false);
  });

  it('retries server and network errors up to 3 times', () => {
    for (const error of [{ status: 500 }, { status: 503 }, new TypeError('Failed to fetch')]) {
      expect([0, 1, 2, 3].map((n) => shouldRetryQuery(n, error))).toEqual([true, true, true, false]);
    }
  });
});

describe('createQueryClient', () => {
  const run = async (error: unknown) => {
    const client = createQueryClient();
    let calls = 0;
    await client
      .fetchQuery({
        queryKey: ['x'],
        retryDelay: 0,
        // fetchQuery defaults to no retry; pass the client's default so the rule is what runs.
        retry: client.getDefaultOptions().queries?.retry,
        queryFn: () => {
          calls++;
          return Promise.reject(error);
        },
      })
      .catch(() => undefined);
    return calls;
  };

  it('asks once on a 404 and four times (1 + 3 retries) on a 500', async () => {
    expect(await run({ status: 404 })).toBe(1);
    expect(await run({ status: 500 })).toBe(4);
  });

  it('has SPEC §9 cache defaults and never retries mutations', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({ staleTime: 300_000, gcTime: 600_000, refetchOnWindowFocus: false });
    expect(mutations?.retry).toBe(false);
  });
});
