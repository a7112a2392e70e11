import { describe, expect, it } from 'vitest';
import { translationProblems } from './translation-check.ts';

describe('translationProblems', () => {
  it('accepts the same shape in other words, with the same placeholders, links and identifiers', () => {
    const english = {
      id: 'minivan',
      text: 'Up to {seats} seats, see [the fleet](/fleet).',
      n: 3,
      list: ['One', 'Two'],
    };
    const spanish = {
      id: 'minivan',
      text: 'Hasta {seats} asientos: vea [la flota](/fleet).',
      n: 3,
      list: ['Uno', 'Dos'],
    };
    expect(translationProblems(english, spanish)).toEqual([]);
  });

  it('names each missing key, extra key, list length, changed identifier, number, placeholder and link', () => {
    const english = {
      id: 'vehicle-minivan',
      text: 'Up to {seats} seats, see [the fleet](/fleet).',
      n: 3,
      list: ['One', 'Two'],
      more: 'Yes',
    };
    const spanish = {
      id: 'vehicle-minivan-es',
      text: 'Hasta {asientos} asientos: vea [la flota](/flota).',
      n: 4,
      list: ['Uno'],
      extra: 'x',
    };
    expect(translationProblems(english, spanish)).toEqual([
      '.id: "vehicle-minivan-es" should stay "vehicle-minivan" (an identifier)',
      '.text: placeholders asientos, English has seats',
      '.text: links to /flota, English links to /fleet',
      '.n: 4 where English has 3',
      '.list: 1 items where English has 2',
      '.more: missing',
      '.extra: not in English',
    ]);
  });
});
