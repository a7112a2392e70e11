import { describe, expect, it } from 'vitest';
import { chosenProtection, declineValue, protectionOptions, protectionPatch } from './protection-options';

const cdw = {
  id: 'cdw',
  label: 'Collision damage waiver',
  description: 'Damage.',
  perDayCents: 2_999,
  taxable: false,
};
const sli = {
  id: 'sli',
  label: 'Supplemental liability',
  description: 'Liability.',
  perDayCents: 1_699,
  taxable: false,
};

describe('protection as one choice', () => {
  it('offers each product with its price, both together at their sum, then declining', () => {
    expect(protectionOptions([cdw, sli]).map((o) => o.label)).toEqual([
      'Collision damage waiver ($29.99 a day per vehicle)',
      'Supplemental liability ($16.99 a day per vehicle)',
      'Both: Collision damage waiver and Supplemental liability ($46.98 a day per vehicle)',
      'I decline protection: my own insurance covers the vehicles',
    ]);
    expect(protectionOptions([cdw]).map((o) => o.value)).toEqual(['cdw', declineValue]);
  });

  it('reads the flow’s choices as one option and writes an option back as the list the API takes', () => {
    const options = protectionOptions([cdw, sli]);
    expect(chosenProtection(options, { protection: [], declineProtection: false })).toBeUndefined();
    expect(chosenProtection(options, { protection: ['sli', 'cdw'], declineProtection: false })).toBe(
      'cdw_sli',
    );
    expect(chosenProtection(options, { protection: [], declineProtection: true })).toBe(declineValue);
    expect(protectionPatch(options, 'cdw_sli')).toEqual({
      protection: ['cdw', 'sli'],
      declineProtection: false,
    });
    expect(protectionPatch(options, 'sli')).toEqual({ protection: ['sli'], declineProtection: false });
    expect(protectionPatch(options, declineValue)).toEqual({ protection: [], declineProtection: true });
  });
});
