import { extraSchema } from '@convoy/domain/contracts/price-book.schema';
import { describe, expect, it } from 'vitest';
import { type EditorField, fieldMessage, fromInput, inputsToItem, itemToInputs } from './editor-fields';

const fields: EditorField[] = [
  { name: 'priceCents', label: 'Price', type: 'money' },
  { name: 'capCents', label: 'Cap', type: 'money', optional: true },
  { name: 'rate', label: 'Rate', type: 'percent', optional: true },
  { name: 'maxQuantity', label: 'Most', type: 'count' },
  { name: 'locationId', label: 'Location', type: 'choice', none: 'Every location' },
  { name: 'stocked', label: 'Stocked', type: 'flag' },
  {
    name: 'stock',
    label: 'Stock',
    type: 'counts',
    shownWith: 'stocked',
    options: [
      { value: 'baltimore', label: 'Baltimore' },
      { value: 'denver', label: 'Denver' },
    ],
  },
];

describe('the editor’s fields', () => {
  it('show cents as dollars, null as empty, and a count for every option', () => {
    expect(
      itemToInputs(fields, {
        priceCents: 1_499,
        capCents: null,
        rate: 6.25,
        maxQuantity: 3,
        locationId: null,
        stocked: true,
        stock: { denver: 2 },
      }),
    ).toEqual({
      priceCents: '14.99',
      capCents: '',
      rate: '6.25',
      maxQuantity: '3',
      locationId: '',
      stocked: true,
      stock: { baltimore: '0', denver: '2' },
    });
  });

  it('read what was typed as the schema’s input: empty optional is null, anything else unreadable is NaN', () => {
    const [price, cap, rate, count] = fields as [EditorField, EditorField, EditorField, EditorField];
    expect(fromInput(price, ' $1,074.5 ')).toBe(107_450);
    expect(fromInput(price, '')).toBeNaN();
    expect(fromInput(price, '12.345')).toBeNaN();
    expect(fromInput(cap, '  ')).toBeNull();
    expect(fromInput(rate, '6.25')).toBe(6.25);
    expect(fromInput(rate, '6,25')).toBeNaN();
    expect(fromInput(count, '4')).toBe(4);
    expect(fromInput(count, '-1')).toBeNaN();
  });

  it('send a field hidden by its flag empty, and the shown one as numbers', () => {
    const inputs = { stocked: false, stock: { baltimore: '3' }, locationId: '' };
    expect(inputsToItem(fields, inputs)).toMatchObject({ stocked: false, stock: {}, locationId: null });
    expect(inputsToItem(fields, { ...inputs, stocked: true }).stock).toEqual({ baltimore: 3 });
  });

  it('say what to type by the kind of field, keeping the schema’s own messages', () => {
    const result = extraSchema.safeParse(
      {
        id: 'Bad Id',
        label: 'x',
        description: '',
        charge: 'per-day',
        priceCents: Number.NaN,
        capCents: null,
        maxQuantity: 0,
        stocked: false,
        taxable: true,
        active: true,
      },
      {
        error: (issue) => fieldMessage([...fields, { name: 'id', label: 'Id', type: 'text' }], issue),
      },
    );
    expect(Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]))).toEqual({
      id: 'Use lower-case letters, digits and dashes.',
      priceCents: 'Enter an amount in dollars, like 12.50.',
      maxQuantity: 'Enter a whole number of 1 or more.',
    });
  });
});
