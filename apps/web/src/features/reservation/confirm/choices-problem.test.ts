import { describe, expect, it } from 'vitest';
import { defaultChoices } from '../../../lib/flow/flow-state';
import { hoursBefore } from './cancellation-policy';
import { choicesProblem } from './choices-panel';

describe('the confirm step’s choices before booking', () => {
  it('needs protection taken or declined (a certificate of insurance comes after booking)', () => {
    expect(choicesProblem(defaultChoices())?.field).toBe('protection');
    expect(choicesProblem({ ...defaultChoices(), protection: ['cdw'] })).toBeNull();
    expect(choicesProblem({ ...defaultChoices(), declineProtection: true })).toBeNull();
  });
});

describe('the free cancellation deadline', () => {
  it('is the wall-clock time the given hours before pickup, across a month and a year', () => {
    expect(hoursBefore('2026-07-06', '09:00', 48)).toEqual({ date: '2026-07-04', time: '09:00' });
    expect(hoursBefore('2027-01-01', '08:30', 48)).toEqual({ date: '2026-12-30', time: '08:30' });
    expect(hoursBefore('2026-03-01', '10:00', 24)).toEqual({ date: '2026-02-28', time: '10:00' });
  });
});
