import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../test/app.ts';
import { ApiError } from './errors.ts';
import type { ZodTypeProvider } from './plugins/zod.ts';

let current: TestApp | undefined;
afterEach(async () => {
  await current?.close();
  current = undefined;
});

async function start(): Promise<TestApp> {
  current = await createTestApp();
  return current;
}

/** Routes that exist only in these tests, to drive the one error handler. */
async function startWithProbeRoutes(): Promise<TestApp> {
  const t = await start();
  const body = z.object({ email: z.email(), party: z.object({ size: z.number().int().min(1) }) });
  t.app.withTypeProvider<ZodTypeProvider>().post('/api/probe', { schema: { body } }, async (request) => ({
    size: request.body.party.size,
  }));
  t.app.get('/api/probe/conflict', async () => {
    throw new ApiError(409, 'unit_taken', 'That vehicle was just booked.');
  });
  t.app.get('/api/probe/bug', async () => {
    throw new Error('connection string postgres://app:secret@db leaked');
  });
  return t;
}

describe('request ids', () => {
  it('echoes an incoming x-request-id and logs under it', async () => {
    const { app, logs } = await start();
    const res = await app.inject({ url: '/api/nope', headers: { 'x-request-id': 'edge-42.abc' } });
    expect(res.headers['x-request-id']).toBe('edge-42.abc');
    expect(logs.some((l) => l.requestId === 'edge-42.abc')).toBe(true);
  });

  it('makes one up when none, or an unsafe one, is sent', async () => {
    const { app } = await start();
    const fresh = await app.inject({ url: '/api/health' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const unsafe = await app.inject({ url: '/api/health', headers: { 'x-request-id': 'a b"}\u0007' } });
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 in the one error shape, whatever the method', async () => {
    const { app } = await start();
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/no-such-thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({
        error: { code: 'not_found', message: `No API endpoint ${method} /api/no-such-thing.` },
      });
    }
  });
});

describe('the error handler', () => {
  it('answers invalid input with 400 and a message per field', async () => {
    const { app } = await startWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { email: 'not-an-email', party: { size: 0 } },
    });
    expect(res.statusCode).toBe(400);
    const { error } = res.json();
    expect(error.code).toBe('validation_failed');
    expect(Object.keys(error.fields).sort()).toEqual(['email', 'party.size']);
  });

  it('passes valid input through, parsed', async () => {
    const { app } = await startWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { email: 'ada@example.com', party: { size: 12 } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ size: 12 });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const { app } = await startWithProbeRoutes();
    const res = await app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');
  });

  it('answers an ApiError with its own status and code', async () => {
    const { app } = await startWithProbeRoutes();
    const res = await app.inject({ url: '/api/probe/conflict' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: { code: 'unit_taken', message: 'That vehicle was just booked.' } });
  });

  it('hides a bug behind a generic 500 and logs the real error with the request id', async () => {
    const { app, logs } = await startWithProbeRoutes();
    const res = await app.inject({ url: '/api/probe/bug', headers: { 'x-request-id': 'bug-1' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal_error');
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('leaked');
    const logged = logs.find((l) => l.level === 50 && l.requestId === 'bug-1');
    expect(JSON.stringify(logged)).toContain('leaked');
  });
});
