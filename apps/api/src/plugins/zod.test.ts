import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import {
  createSerializerCompiler,
  nulCharacterPath,
  nulMessage,
  validatorCompiler,
  type ZodTypeProvider,
} from './zod.ts';

const response = z.object({
  code: z.string().max(16),
  months: z.number().int().nullable(),
  note: z.string().optional(),
  items: z.array(z.object({ id: z.string(), cents: z.number().int() })),
});

async function appReturning(data: unknown, validate: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createSerializerCompiler({ validate }));
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: response } } }, async () => data as never);
  return app;
}

describe('the response serializer', () => {
  it('writes only what the schema names, nulls and nested lists included', async () => {
    const data = {
      code: 'CNV-7K3M9Q',
      months: null,
      secret: 'password-hash',
      items: [{ id: 'a', cents: 5, internal: true }],
    };
    for (const validate of [false, true]) {
      const app = await appReturning(data, validate);
      const res = await app.inject({ url: '/' });
      expect(res.json()).toEqual({ code: 'CNV-7K3M9Q', months: null, items: [{ id: 'a', cents: 5 }] });
      expect(res.body).not.toContain('secret');
      await app.close();
    }
    const app = await appReturning({ ...data, months: 3, note: 'hi' }, false);
    expect((await app.inject({ url: '/' })).json()).toMatchObject({ months: 3, note: 'hi' });
    await app.close();
  });

  it('fails loudly in development when a response breaks its contract', async () => {
    const app = await appReturning({ code: 'far too long for the schema', months: 1, items: [] }, true);
    expect((await app.inject({ url: '/' })).statusCode).toBe(500);
    await app.close();
  });
});

describe('the request validator', () => {
  it('refuses a NUL character anywhere, naming the field (PostgreSQL cannot store it; decision 008)', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    app
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/',
        { schema: { body: z.object({ contact: z.object({ name: z.string() }) }) } },
        async (request) => request.body,
      );
    const post = (payload: unknown) => app.inject({ method: 'POST', url: '/', payload: payload as object });
    const refused = await post({ contact: { name: 'Ada\u0000' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      error: { code: 'validation_failed', fields: { 'contact.name': nulMessage } },
    });
    expect(nulCharacterPath({ contact: { name: 'Ada\u0000' } })).toEqual(['contact', 'name']);
    expect(nulCharacterPath({ list: ['a', { 'b\u0000': 1 }] })).toEqual(['list', 1, 'b\u0000']);
    expect(nulCharacterPath({ contact: { name: 'Ada' }, extra: [1, null, true] })).toBeUndefined();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 50_000; i++) deep = [deep];
    expect(nulCharacterPath(deep)).toHaveLength(50_000);
    expect((await post({ contact: { name: 'Ada' } })).statusCode).toBe(200);
    await app.close();
  });
});
