import { describe, expect, it } from 'vitest';
import { formLeaves, parseForm } from './form-body.ts';

describe('parseForm', () => {
  it('nests bracket keys and makes arrays of numeric indices, in index order', () => {
    const form = parseForm(
      'line_items[1][quantity]=2&line_items[0][price_data][unit_amount]=1000&line_items[0][quantity]=1&mode=payment',
    );
    expect(form).toEqual({
      line_items: [{ price_data: { unit_amount: '1000' }, quantity: '1' }, { quantity: '2' }],
      mode: 'payment',
    });
  });

  it('decodes percent escapes and plus signs, and appends on empty brackets', () => {
    expect(parseForm('expand[]=payment_intent&expand[]=customer&description=Van+%26+bus%20hire')).toEqual({
      expand: ['payment_intent', 'customer'],
      description: 'Van & bus hire',
    });
  });

  it('keeps metadata keys as keys even when they look like indices', () => {
    expect(parseForm('metadata[0]=a&metadata[reservationCode]=X').metadata).toEqual({
      0: 'a',
      reservationCode: 'X',
    });
  });

  it('reads the brackets the SDK sends percent-encoded as well as bare', () => {
    expect(parseForm('metadata%5Bcode%5D=X')).toEqual({ metadata: { code: 'X' } });
  });

  it('drops keys that would reach the object prototype', () => {
    const form = parseForm('__proto__[polluted]=yes&a[constructor][x]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(form).toEqual({ a: {} });
  });
});

describe('formLeaves', () => {
  it('names each leaf as a pattern and as Stripe writes the parameter', () => {
    const leaves = formLeaves(parseForm('line_items[0][price_data][currency]=usd&metadata[code]=X'));
    expect(leaves).toEqual([
      { pattern: 'line_items.*.price_data.currency', name: 'line_items[0][price_data][currency]' },
      { pattern: 'metadata.*', name: 'metadata[code]' },
    ]);
  });
});
