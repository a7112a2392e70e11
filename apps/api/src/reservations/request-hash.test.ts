import { describe, expect, it } from 'vitest';
import { canonicalJson, requestHash } from './request-hash.ts';

describe('requestHash', () => {
  it('ignores the order of keys at every depth', () => {
    expect(requestHash({ a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      requestHash({ b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
    expect(canonicalJson({ b: 1, a: [true, null, 'x'] })).toBe('{"a":[true,null,"x"],"b":1}');
  });

  it('tells different bodies apart', () => {
    expect(requestHash({ quantity: 1 })).not.toBe(requestHash({ quantity: 2 }));
    expect(requestHash([1, 2])).not.toBe(requestHash([2, 1]));
    expect(requestHash({ a: '1' })).not.toBe(requestHash({ a: 1 }));
  });

  it('takes a body nested far deeper than the call stack allows (decision 008)', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = i % 2 ? [deep] : { a: deep };
    expect(canonicalJson({ x: deep })).toMatch(/^\{"x":\[\{"a":\[/);
    expect(canonicalJson([undefined, { b: undefined, a: [] }])).toBe('[null,{"a":[]}]');
  });
});
