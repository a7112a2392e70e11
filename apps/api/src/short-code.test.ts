import { reservationCodeAlphabet, reservationCodeSchema } from '@convoy/domain/contracts/reservation.schema';
import { describe, expect, it } from 'vitest';
import { newCode } from './short-code.ts';

describe('newCode', () => {
  it('makes codes the domain schema accepts, like CNV-7K3M9Q', () => {
    for (let i = 0; i < 200; i++) {
      const code = newCode('CNV');
      expect(code).toMatch(/^CNV-[2-9A-Z]{6}$/);
      expect(reservationCodeSchema.parse(code)).toBe(code);
    }
  });

  it('uses every character of the alphabet, evenly, and hardly ever repeats a code', () => {
    const codes = Array.from({ length: 10_000 }, () => newCode('Q'));
    // 10 000 draws from 729 million: about 0.07 repeats expected (the birthday
    // bound), so a few would mean a broken generator; the database catches any.
    expect(new Set(codes).size).toBeGreaterThan(codes.length - 5);
    const counts = new Map<string, number>();
    for (const ch of codes.join('').replace(/Q-/g, '')) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort().join('')).toBe([...reservationCodeAlphabet].sort().join(''));
    // 60 000 draws over 30 characters: 2 000 each; ±15 % is far beyond chance.
    for (const n of counts.values()) expect(Math.abs(n - 2000)).toBeLessThan(300);
  });
});
