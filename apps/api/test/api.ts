import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createTestApp, type TestApp, type TestAppOptions } from './app.ts';
import type { TestDatabase, TestDialect } from './dialects.ts';
import { fixedClock } from './fixtures.ts';

export interface ApiContext extends TestApp {
  database: TestDatabase;
  /** POST JSON and return the parsed answer with its status. */
  post(url: string, payload: unknown, headers?: Record<string, string>): Promise<Answer>;
  get(url: string): Promise<Answer>;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read response bodies field by field
  body: any;
  headers: Record<string, unknown>;
}

/**
 * The real app on a fresh, migrated and seeded database of `dialect`, for each
 * test (`fresh: true`) or for the whole file, with the test clock unless `now`
 * says otherwise. Call inside a `describeEachDialect(…)`.
 */
export function useApi(
  dialect: TestDialect,
  options: Omit<TestAppOptions, 'database' | 'seed'> & { fresh?: boolean } = {},
): () => ApiContext {
  let context: ApiContext | undefined;
  const setUp = async () => {
    const database = await dialect.createSeeded();
    const t = await createTestApp({ now: fixedClock, ...options, database, seed: true });
    const answer = async (res: { statusCode: number; body: string; headers: Record<string, unknown> }) => ({
      status: res.statusCode,
      body: res.body === '' ? undefined : JSON.parse(res.body),
      headers: res.headers,
    });
    context = {
      ...t,
      database,
      post: async (url, payload, headers = {}) =>
        answer(await t.app.inject({ method: 'POST', url, payload: payload as object, headers })),
      get: async (url) => answer(await t.app.inject({ method: 'GET', url })),
      close: async () => {
        await t.close();
        await database.destroy();
      },
    };
  };
  const tearDown = async () => {
    await context?.close();
    context = undefined;
  };
  if (options.fresh) {
    beforeEach(setUp);
    afterEach(tearDown);
  } else {
    beforeAll(setUp);
    afterAll(tearDown);
  }
  return () => {
    if (!context) throw new Error('useApi: the app is not set up yet');
    return context;
  };
}
