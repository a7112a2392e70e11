import { sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { describeEachDialect, type TestDatabase } from '../../test/dialects.ts';
import { createDatabase } from '../db/database.ts';

describeEachDialect('GET /api/health on $name', (dialect) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await dialect.create();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it('answers ok with the dialect after querying the database', async () => {
    const { app, close } = await createTestApp({ database: t });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ status: 'ok', database: dialect.name });
    expect(res.headers['cache-control']).toBe('no-store');
    await close();
  });

  it('answers 503 when the database cannot be reached, and logs why', async () => {
    const dead = createDatabase(t.target);
    await sql`select 1`.execute(dead);
    await dead.destroy();
    const { app, logs, close } = await createTestApp({ database: { target: t.target, db: dead } });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: dialect.name });
    expect(logs.some((l) => l.msg === 'health check: database unreachable' && l.err)).toBe(true);
    await close();
  });
});
