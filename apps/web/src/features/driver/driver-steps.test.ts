import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { describe, expect, it } from 'vitest';
import { canOpen, nextStep, stepsOf } from './driver-steps';

const page = (over: Partial<PreArrivalPage>): PreArrivalPage =>
  ({
    vehicle: { classId: '15-passenger-van', name: '15 Passenger Van', needsSafetyBriefing: true },
    steps: {
      identity: true,
      licence: false,
      licencePhotos: false,
      safetyAcknowledged: false,
      acknowledgementSigned: false,
    },
    missing: ['licence', 'licencePhotos', 'safetyAcknowledgement', 'signature'],
    ...over,
  }) as PreArrivalPage;

describe('the driver’s steps', () => {
  it('lists the safety briefing only where the vehicle needs it', () => {
    expect(stepsOf(page({})).map((s) => s.id)).toEqual([
      'identity',
      'licence',
      'licencePhotos',
      'safetyAcknowledgement',
      'signature',
    ]);
    const car = page({ vehicle: { classId: 'suv', name: 'SUV', needsSafetyBriefing: false } });
    expect(stepsOf(car).map((s) => s.id)).not.toContain('safetyAcknowledgement');
  });

  it('opens the next missing step, or a step already done, never one further on', () => {
    const p = page({});
    expect(nextStep(p)).toBe('licence');
    expect(canOpen(p, 'identity')).toBe(true);
    expect(canOpen(p, 'licence')).toBe(true);
    expect(canOpen(p, 'licencePhotos')).toBe(false);
    expect(canOpen(p, 'signature')).toBe(false);
    expect(nextStep(page({ missing: [] }))).toBeNull();
  });
});
