import { describe, expect, it } from 'vitest';
import { memoize } from './memo.ts';

describe('memoize', () => {
  it('computes a key once, errors included, and forgets the least recently used first', () => {
    const calls: string[] = [];
    const square = memoize(2, (key) => {
      calls.push(key);
      if (key === 'x') throw new Error('not a number');
      return Number(key) ** 2;
    });
    expect(square('3')).toBe(9);
    expect(square('3')).toBe(9);
    expect(() => square('x')).toThrow('not a number');
    expect(() => square('x')).toThrow('not a number');
    expect(calls).toEqual(['3', 'x']);
    square('3'); // now 'x' is the least recently used
    square('4');
    expect(() => square('x')).toThrow('not a number');
    expect(calls).toEqual(['3', 'x', '4', 'x']);
  });
});
