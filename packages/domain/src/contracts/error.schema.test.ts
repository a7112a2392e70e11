import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, errorEnvelopeSchema, validationErrorEnvelope } from './error.schema.ts';

describe('validationErrorEnvelope', () => {
  const schema = z.object({
    contact: z.object({ email: z.email('Bad e-mail'), name: z.string().min(1, 'No name') }),
  });

  it('maps each failing field to its dotted path, first message per field', () => {
    const result = schema.safeParse({ contact: { email: 'x', name: '' } });
    const envelope = validationErrorEnvelope(result.error!);
    expect(envelope).toEqual({
      error: {
        code: 'validation_failed',
        message: 'Some details need fixing. Check the highlighted fields.',
        fields: { 'contact.email': 'Bad e-mail', 'contact.name': 'No name' },
      },
    });
    expect(errorEnvelopeSchema.safeParse(envelope).success).toBe(true);
  });

  it('uses the message of an issue about the whole body', () => {
    const envelope = validationErrorEnvelope(schema.safeParse('text').error!);
    expect(envelope.error.fields).toEqual({});
    expect(envelope.error.message).toMatch(/expected object/i);
  });
});

describe('DomainError', () => {
  it('carries a code, a message and the fields, and names its subclass', () => {
    class ExampleError extends DomainError<'example'> {}
    const error = new ExampleError('example', 'Went wrong', { a: 'b' });
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(DomainError);
    expect([error.name, error.code, error.message, error.fields]).toEqual([
      'ExampleError',
      'example',
      'Went wrong',
      { a: 'b' },
    ]);
  });
});
