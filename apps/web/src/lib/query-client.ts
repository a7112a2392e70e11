import { QueryClient } from '@tanstack/react-query';

const maxRetries = 3;

function httpStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * SPEC §8/§9: a failed query is retried up to 3 times, never on a client error
 * (HTTP 400–499), which would fail the same way again. `failureCount` is the
 * number of retries already made (TanStack Query passes 0 after the first failure).
 */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = httpStatus(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < maxRetries;
}

/** The data-query cache with SPEC §9's defaults. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 300_000,
        gcTime: 600_000,
        retry: shouldRetryQuery,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
