import { describe, expect, it } from 'vitest';
import { demoCancellationWords as spanishDemoWords } from '../contracts/demo-cancellation-policy.es.ts';
import {
  demoCancellationPolicy as demo,
  demoCancellationWords,
} from '../contracts/demo-cancellation-policy.ts';
import type { CancellationPolicyRules } from './cancellation.ts';
import {
  cancellationPlaceholders,
  describeFreeCancellation,
  describeNoShow,
  describePolicy,
  describeTiers,
  oneWayTermsIn,
  oneWayTermsWords,
} from './cancellation-words.ts';

const free = { feeBaseDays: 0, feePercent: 0 };
const oneDay = { feeBaseDays: 1, feePercent: 0 };

describe('the policy in words', () => {
  it('says each tier plainly, most notice first', () => {
    expect(describeTiers(demo.single)).toEqual([
      'Cancel 3 days before pickup or earlier: free.',
      'Cancel less than 3 days before pickup: one day of each vehicle’s daily rate.',
    ]);
    expect(describeTiers([...demo.group].reverse())).toEqual([
      'Cancel 14 days before pickup or earlier: free.',
      'Cancel between 3 days and 14 days before pickup: 25% of the total.',
      'Cancel less than 3 days before pickup: 50% of the total.',
    ]);
    expect(describeNoShow(demo.noShow)).toBe(
      'Not collected and not canceled (a no-show): one day of each vehicle’s daily rate plus 25% of the total.',
    );
  });

  it('states the demo policy whole, as the terms and the FAQ print it', () => {
    expect(describePolicy(demo)).toBe(
      'Canceling is free until 3 days before pickup, then costs one day of each vehicle’s daily rate. ' +
        'For 3 or more vehicles, canceling is free until 14 days before pickup, costs 25% of the total until 3 days before pickup, then costs 50% of the total. ' +
        'Not collected and not canceled (a no-show): one day of each vehicle’s daily rate plus 25% of the total. ' +
        'A fee is never more than the booking’s total, except that after a change canceling costs at least what it would have cost just before the change.',
    );
    expect(describeFreeCancellation(demo)).toBe(
      'Canceling is free until 3 days before pickup, or until 14 days before pickup for 3 or more vehicles.',
    );
  });

  it('follows a changed policy: hours that are not whole days, one list for every size, no fee at all', () => {
    const oneList: CancellationPolicyRules = {
      groupMinVehicles: 4,
      single: [
        { minHoursBefore: 0, ...oneDay },
        { minHoursBefore: 36, ...free },
      ],
      group: [
        { minHoursBefore: 36, ...free },
        { minHoursBefore: 0, ...oneDay },
      ],
      noShow: free,
    };
    expect(describePolicy(oneList)).toBe(
      'Canceling is free until 36 hours before pickup, then costs one day of each vehicle’s daily rate. ' +
        'Not collected and not canceled (a no-show): no charge. A fee is never more than the booking’s total, except that after a change canceling costs at least what it would have cost just before the change.',
    );
    expect(describeFreeCancellation(oneList)).toBe('Canceling is free until 36 hours before pickup.');
    const nothing = {
      ...oneList,
      single: [{ minHoursBefore: 0, ...free }],
      group: [{ minHoursBefore: 0, ...free }],
    };
    expect(describePolicy(nothing)).toBe(
      'Canceling is free whenever you cancel. Not collected and not canceled (a no-show): no charge.',
    );
    expect(describeFreeCancellation(nothing)).toBe('Canceling is free until pickup.');
  });

  it('never calls canceling free when the list with the most notice charges', () => {
    const groupsPay: CancellationPolicyRules = {
      ...demo,
      group: [{ minHoursBefore: 0, feeBaseDays: 0, feePercent: 10 }],
    };
    expect(describeFreeCancellation(groupsPay)).toBe(
      'Canceling a booking of fewer than 3 vehicles is free until 3 days before pickup; larger ones pay a fee.',
    );
    expect(describePolicy(groupsPay)).toContain(
      'For 3 or more vehicles, canceling costs 10% of the total whenever you cancel.',
    );
    const alwaysPaid = {
      ...groupsPay,
      single: [
        { minHoursBefore: 48, ...oneDay },
        { minHoursBefore: 0, ...oneDay },
      ],
    };
    expect(describeFreeCancellation(alwaysPaid)).toBe('Canceling costs a fee however early you cancel.');
    expect(describePolicy(alwaysPaid)).not.toMatch(/free/);
  });

  it('gives the content’s placeholders the same words, which the pages are prerendered with', () => {
    expect(cancellationPlaceholders(demo)).toEqual({
      cancellationPolicy: describePolicy(demo),
      freeCancellation: describeFreeCancellation(demo),
    });
    expect(demoCancellationWords).toEqual(cancellationPlaceholders(demo));
    expect(spanishDemoWords).toEqual(cancellationPlaceholders(demo, 'es'));
  });
});

describe('the tiers in Spanish, for the e-mails of a booking made in Spanish (decision 048)', () => {
  it('says each tier and the no-show fee with the same figures, most notice first', () => {
    expect(describeTiers(demo.single, 'es')).toEqual([
      'Si cancela con 3 días o más de anticipación: sin cargo.',
      'Si cancela con menos de 3 días de anticipación: un día de la tarifa diaria de cada vehículo.',
    ]);
    expect(describeTiers([...demo.group].reverse(), 'es')).toEqual([
      'Si cancela con 14 días o más de anticipación: sin cargo.',
      'Si cancela entre 14 días y 3 días antes de la recogida: el 25% del total.',
      'Si cancela con menos de 3 días de anticipación: el 50% del total.',
    ]);
    expect(describeNoShow(demo.noShow, 'es')).toBe(
      'Si no recoge los vehículos ni cancela (no presentación): un día de la tarifa diaria de cada vehículo más el 25% del total.',
    );
  });

  it('follows a changed policy: hours, one day, days of the rate, no fee at all', () => {
    expect(
      describeTiers(
        [
          { minHoursBefore: 36, ...free },
          { minHoursBefore: 24, feeBaseDays: 2, feePercent: 0 },
          { minHoursBefore: 0, ...oneDay },
        ],
        'es',
      ),
    ).toEqual([
      'Si cancela con 36 horas o más de anticipación: sin cargo.',
      'Si cancela entre 36 horas y 1 día antes de la recogida: 2 días de la tarifa diaria de cada vehículo.',
      'Si cancela con menos de 1 día de anticipación: un día de la tarifa diaria de cada vehículo.',
    ]);
    expect(describeTiers([{ minHoursBefore: 0, ...oneDay }], 'es')).toEqual([
      'Si cancela en cualquier momento antes de la recogida: un día de la tarifa diaria de cada vehículo.',
    ]);
    expect(describeNoShow(free, 'es')).toBe(
      'Si no recoge los vehículos ni cancela (no presentación): sin cargo.',
    );
  });

  it('leaves English the default, word for word', () => {
    expect(describeTiers(demo.single, 'en')).toEqual(describeTiers(demo.single));
    expect(describeNoShow(demo.noShow, 'en')).toBe(describeNoShow(demo.noShow));
    expect(oneWayTermsIn('en')).toBe(oneWayTermsWords);
    expect(oneWayTermsIn('es')).toBe(
      'Esta ruta de solo ida tiene sus propias condiciones de cancelación, que la reserva conserva:',
    );
  });
});
