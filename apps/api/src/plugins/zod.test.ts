import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createSerializerCompiler, validatorCompiler, type ZodTypeProvider } from './zod.ts';

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
