import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidVin, vinCheckDigit } from './vin.ts';

const allowed = '0123456789ABCDEFGHJKLMNPRSTUVWXYZ';

describe('VIN check digit', () => {
  it('accepts published VINs and refuses them with one character changed', () => {
    // The check-digit example of 49 CFR 565 and three more that carry a matching digit.
    for (const vin of ['1M8GDM9AXKP042788', '1FBAX2CM7KKA12345', '11111111111111111', 'JHMCM56557C404453']) {
      expect(isValidVin(vin), vin).toBe(true);
    }
    expect(isValidVin('1M8GDM9A1KP042788')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP042789')).toBe(false);
  });

  it('refuses I, O and Q, lower case and any length but 17', () => {
    expect(isValidVin('1M8GDM9AXKP04278')).toBe(false);
    expect(isValidVin('1M8GDM9AXKP0427880')).toBe(false);
    expect(isValidVin('1m8gdm9axkp042788')).toBe(false);
    expect(isValidVin('IM8GDM9AXKP042788')).toBe(false);
  });

  it('catches every single-character typo in a weighted position', () => {
    const vinBody = fc.array(fc.constantFrom(...allowed), { minLength: 17, maxLength: 17 });
    fc.assert(
      fc.property(
        vinBody,
        fc.integer({ min: 0, max: 16 }),
        fc.constantFrom(...allowed),
        (chars, at, typo) => {
          const vin = [...chars];
          vin[8] = vinCheckDigit(vin.join(''));
          expect(isValidVin(vin.join(''))).toBe(true);
          if (at === 8) return;
          const before = vin[at]!;
          vin[at] = typo;
          // Two characters of the same value (A and J are both 1) are the one typo the digit cannot see.
          const same = value(before) === value(typo);
          expect(isValidVin(vin.join(''))).toBe(same);
        },
      ),
    );
  });
});

/** Independent of vin.ts: the transliteration table written out by position in the alphabet. */
function value(c: string): number {
  if (c >= '0' && c <= '9') return Number(c);
  const rows = ['ABCDEFGH', 'JKLMN P R', 'STUVWXYZ'];
  for (const [r, row] of rows.entries()) {
    const i = row.indexOf(c);
    if (i >= 0) return r === 2 ? i + 2 : i + 1;
  }
  throw new Error(c);
}
