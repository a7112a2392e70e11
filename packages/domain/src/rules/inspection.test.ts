import { describe, expect, it } from 'vitest';
import { demoChecklist } from '../content/demo-inspection-checklists.ts';
import type { InspectionAnswer } from '../contracts/inspection.schema.ts';
import { inspect, itemsAt } from './inspection.ts';

const pass: InspectionAnswer = { result: 'pass', note: '', photoId: null };

describe('itemsAt', () => {
  it('keeps the items of that side and those of both, in order', () => {
    const van = demoChecklist('15-passenger-van');
    expect(itemsAt(van, 'out').map((i) => i.id)).toEqual([
      'tires',
      'lights',
      'fluids',
      'seat-belts',
      'cleanliness',
      'tire-pressure',
    ]);
    // Fluids are checked only as the vehicle goes out.
    expect(itemsAt(van, 'in').map((i) => i.id)).not.toContain('fluids');
    expect(itemsAt(demoChecklist('minivan'), 'out').map((i) => i.id)).not.toContain('tire-pressure');
  });
});

describe('inspect', () => {
  const items = itemsAt(demoChecklist('15-passenger-van'), 'out');
  const all = Object.fromEntries(items.map((i) => [i.id, pass]));

  it('is complete and clear when every item passes', () => {
    const done = inspect(items, all);
    expect(done.missing).toEqual([]);
    expect(done.unknown).toEqual([]);
    expect(done.failedSafety).toEqual([]);
    expect(done.items).toHaveLength(items.length);
  });

  it('names the items left unanswered and the answers to no item', () => {
    const { tires: _, ...rest } = all;
    const done = inspect(items, { ...rest, wipers: pass });
    expect(done.missing.map((i) => i.id)).toEqual(['tires']);
    expect(done.unknown).toEqual(['wipers']);
  });

  it('names a failed safety item, not a failed item that is not one, nor one not applicable', () => {
    const done = inspect(items, {
      ...all,
      tires: { result: 'fail', note: 'cut in the sidewall', photoId: null },
      cleanliness: { result: 'fail', note: 'crumbs', photoId: null },
      lights: { result: 'not_applicable', note: '', photoId: null },
    });
    expect(done.failedSafety).toEqual(['Tires: tread depth and no cuts or bulges']);
    expect(done.items.find((i) => i.itemId === 'tires')).toMatchObject({
      result: 'fail',
      note: 'cut in the sidewall',
      safety: true,
    });
  });
});
