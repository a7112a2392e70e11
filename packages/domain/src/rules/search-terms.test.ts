import { describe, expect, it } from 'vitest';
import { compactKey, phoneKey, searchKeys, searchWords } from './search-terms.ts';

describe('the global search’s reading of a query (decision 042)', () => {
  it('reads a US phone written any way as the same E.164 digits', () => {
    for (const q of ['(410) 555-0199', '410.555.0199', '+1 410 555 0199', '4105550199', '1-410-555-0199']) {
      expect(phoneKey(q), q).toBe('14105550199');
    }
    expect(phoneKey('+44 20 7946 0958')).toBe('442079460958');
    expect(phoneKey('ada@example.com')).toBeNull();
    expect(phoneKey('12345')).toBeNull();
  });

  it('compacts a plate, code or number: no spaces, dashes, dots or slashes, upper case', () => {
    expect(compactKey('7abc-123')).toBe('7ABC123');
    expect(compactKey(' cnv 7q4k2m ')).toBe('CNV7Q4K2M');
    expect(compactKey('INV/2026.00042')).toBe('INV202600042');
  });

  it('offers the keys a query may be, and its words without accents', () => {
    expect(searchKeys(' Ada@Example.com ')).toEqual(['ADA@EXAMPLECOM', 'ada@example.com']);
    expect(searchKeys('(410) 555-0199')).toContain('14105550199');
    expect(searchWords('José  Núñez-Ortiz')).toEqual(['jose', 'nunez', 'ortiz']);
    expect(searchWords('"a" OR b*')).toEqual(['a', 'or', 'b']);
  });
});
