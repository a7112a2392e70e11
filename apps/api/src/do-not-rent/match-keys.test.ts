import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPhone } from './do-not-rent.service.ts';
import { MatchKeys, normaliseLicence, normaliseName, normalisePhone } from './match-keys.ts';

describe('do-not-rent matching keys', () => {
  it('compares names without case, accents, punctuation or extra spaces', () => {
    expect(normaliseName("  José  Núñez-O'Brien ")).toBe('jose nunez obrien');
    expect(normaliseName('JOSE NUNEZ OBRIEN')).toBe('jose nunez obrien');
    expect(normaliseName('Zoë  Saldaña.')).toBe('zoe saldana');
    expect(normaliseName('Ana Ruiz')).not.toBe(normaliseName('Ana Ruis'));
  });

  it('compares licence numbers without spaces, dashes or case, with their state when known', () => {
    expect(normaliseLicence('s123 456-789 012', 'md')).toBe('MD|S123456789012');
    expect(normaliseLicence('S123456789012')).toBe('|S123456789012');
  });

  it('writes phone numbers in E.164 form, a 10-digit number as North American', () => {
    expect(normalisePhone('(410) 555-0777')).toBe('+14105550777');
    expect(normalisePhone('+1 410.555.0777 ext. 12')).toBe('+14105550777');
    expect(normalisePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('hashes with the key: the same person alike, another key or kind of value unlike', () => {
    const key = randomBytes(32);
    const keys = new MatchKeys(key);
    expect(keys.person('José Núñez', '1985-05-05')).toBe(
      new MatchKeys(key).person('jose nunez', '1985-05-05'),
    );
    expect(keys.person('José Núñez', '1985-05-05')).not.toBe(keys.person('José Núñez', '1985-05-06'));
    expect(keys.licence('S123-456', 'MD')).toBe(keys.licence('s123456', 'md'));
    expect(keys.licence('S123-456', 'MD')).not.toBe(new MatchKeys(randomBytes(32)).licence('S123-456', 'MD'));
    expect(keys.email('a@b.test')).not.toBe(keys.phone('a@b.test'));
    // No hash holds the value it was made from.
    expect(keys.licence('S123456789012')).not.toContain('S123456789012');
  });

  it('masks what the list shows', () => {
    expect(maskName('Ana María Ruiz')).toBe('A… M… R…');
    expect(maskEmail('ana.ruiz@example.com')).toBe('a…@example.com');
    expect(maskPhone('+1 410 555 0120')).toBe('…0120');
  });
});
