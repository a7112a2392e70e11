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

/**
 * What the renter acknowledges when a vehicle is swapped mid-rental (decision
 * 035): the old unit's readings as it came back, the new unit's as it goes
 * out, as an addendum to the agreement they signed (at the counter or before
 * pickup). Its version is stored with the swap.
 */
export const swapAddendum: AgreedText = {
  version: '2026-11-swap-1',
  title: 'Addendum: a vehicle swapped',
  paragraphs: [
    'I agree these readings are the returned vehicle’s condition as it came back and the replacement vehicle’s condition as it goes out: the odometer, the fuel and the damage on each, as recorded at the counter.',
    'Mileage is charged on the miles driven in both vehicles together, against the allowance of the booking; fuel is charged for each vehicle against the level it went out with. The price of the booking is unchanged, and the rental agreement’s terms apply to the replacement vehicle.',
  ],
};
