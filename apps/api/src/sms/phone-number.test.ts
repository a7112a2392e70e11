import { describe, expect, it } from 'vitest';
import { maskNumber, NumberKey, normaliseNumber, withoutNumbers } from './phone-number.ts';

describe('normaliseNumber', () => {
  it.each([
    ['+1 410 555 0120', '+14105550120'],
    ['(410) 555-0120', '+14105550120'],
    ['410.555.0120', '+14105550120'],
    ['1-410-555-0120', '+14105550120'],
    ['  4105550120 ', '+14105550120'],
    ['+44 20 7946 0958', '+442079460958'],
    ['0044 20 7946 0958', '+442079460958'],
  ])('%s is %s', (typed, e164) => {
    expect(normaliseNumber(typed)).toBe(e164);
  });

  it.each([
    ['410 555 0120 ext. 12', 'an extension'],
    ['555 0120', 'too short'],
    ['020 7946 0958', 'a national number abroad without its country code'],
    ['110 555 0120', 'an area code starting with 1'],
    ['+0 410 555 0120', 'a country code starting with 0'],
    ['+1234567890123456', 'longer than E.164 allows'],
  ])('%s cannot take a text (%s)', (typed) => {
    expect(normaliseNumber(typed)).toBeNull();
  });
});

describe('NumberKey', () => {
  it('hashes one number the same way under one key, differently under another', () => {
    const one = new NumberKey(Buffer.alloc(32, 1));
    const other = new NumberKey(Buffer.alloc(32, 2));
    expect(one.hash('+14105550120')).toBe(one.hash('+14105550120'));
    expect(one.hash('+14105550120')).not.toBe(one.hash('+14105550121'));
    expect(one.hash('+14105550120')).not.toBe(other.hash('+14105550120'));
    expect(one.hash('+14105550120')).not.toContain('4105550120');
  });
});

describe('withoutNumbers', () => {
  it('takes the numbers out of a provider’s error, and leaves its code and words', () => {
    expect(withoutNumbers("The 'To' number +14105550120 is not a valid phone number.")).toBe(
      "The 'To' number [number] is not a valid phone number.",
    );
    expect(withoutNumbers('Invalid To: (410) 555-0120, error 21211')).toBe(
      'Invalid To: ([number], error 21211',
    );
  });
});

describe('maskNumber', () => {
  it('keeps the country code and the last two digits, nothing between', () => {
    expect(maskNumber('+14105550141')).toBe('+1 ••••••••41');
    expect(maskNumber('+442079460958')).toBe('+44 ••••••••58');
  });
});
