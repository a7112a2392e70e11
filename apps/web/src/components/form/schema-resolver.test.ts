import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchemaResolver, schemaResolver } from './schema-resolver';

interface Values {
  name: string;
  seats: string;
}
const schema = z.object({
  name: z.string().min(1, 'Enter a name.'),
  seats: z.number({ error: 'Enter the seats.' }).int().min(1, 'At least one seat.'),
});
const prepare = (v: Values) => ({ name: v.name, seats: v.seats === '' ? undefined : Number(v.seats) });
const options = { shouldUseNativeValidation: false, fields: {} } as ResolverOptions<Values>;

describe('schemaResolver', () => {
  it('gives the schema’s output for good values and the first message per field for bad ones', async () => {
    const resolve = schemaResolver(schema, prepare);
    expect(await resolve({ name: 'Ana', seats: '12' }, undefined, options)).toEqual({
      values: { name: 'Ana', seats: 12 },
      errors: {},
    });
    const bad = await resolve({ name: '', seats: '' }, undefined, options);
    expect(bad.values).toEqual({});
    expect(bad.errors).toMatchObject({
      name: { message: 'Enter a name.' },
      seats: { message: 'Enter the seats.' },
    });
  });
});

describe('lazySchemaResolver', () => {
  it('loads the schema once, on the first check or on preload, and answers as schemaResolver does', async () => {
    let loads = 0;
    const resolve = lazySchemaResolver(async () => {
      loads += 1;
      return schema;
    }, prepare);
    expect(loads).toBe(0);
    resolve.preload();
    resolve.preload();
    expect(loads).toBe(1);
    expect(await resolve({ name: 'Ana', seats: '3' }, undefined, options)).toEqual({
      values: { name: 'Ana', seats: 3 },
      errors: {},
    });
    expect((await resolve({ name: 'Ana', seats: '0' }, undefined, options)).errors).toMatchObject({
      seats: { message: 'At least one seat.' },
    });
    expect(loads).toBe(1);
  });

  it('tries the load again at the next check after one fails', async () => {
    let loads = 0;
    const resolve = lazySchemaResolver(async () => {
      loads += 1;
      if (loads <= 2) throw new Error('chunk failed');
      return schema;
    }, prepare);
    resolve.preload(); // fails quietly
    await new Promise((settled) => setTimeout(settled));
    await expect(resolve({ name: 'Ana', seats: '2' }, undefined, options)).rejects.toThrow('chunk failed');
    await expect(resolve({ name: 'Ana', seats: '2' }, undefined, options)).resolves.toEqual({
      values: { name: 'Ana', seats: 2 },
      errors: {},
    });
    expect(loads).toBe(3);
  });
});
