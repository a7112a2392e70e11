import type { AgreedText } from './pre-arrival.ts';

/**
 * What the renter acknowledges at the counter when they signed the rental
 * agreement before pickup (decision 027): the readings recorded at check-out
 * become an addendum to that agreement, acknowledged with one tap instead of
 * a second signature. Its version is stored with the acknowledgement.
 */
export const checkOutAddendum: AgreedText = {
  version: '2026-11-addendum-1',
  title: 'Addendum: the vehicles at pickup',
  paragraphs: [
    'I agree these readings are the vehicles’ condition at pickup: the odometer, the fuel and the damage already on each vehicle, as recorded at the counter.',
    'They are an addendum to the rental agreement I signed before pickup, whose terms are unchanged.',
  ],
};
