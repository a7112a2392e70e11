import { brand } from './brand.ts';
import { fleetSeed } from './fleet.ts';

/**
 * The texts a driver and the renter agree to on the pre-arrival pages
 * (decision 024), each with a version stored beside the agreement: a text
 * changed later is a new version, and what someone agreed to stays provable.
 */

/** A versioned text someone agrees to. */
export interface AgreedText {
  version: string;
  title: string;
  paragraphs: readonly string[];
}

/**
 * The 15-passenger van safety briefing (NHTSA's warnings on 15-passenger
 * vans: rollover risk grows with load, speed and worn tires).
 */
export const safetyBriefing: AgreedText = {
  version: '2026-11-safety-1',
  title: '15-passenger van safety briefing',
  paragraphs: [
    'A loaded 15-passenger van handles differently from a car: it rolls over more easily, most of all when full, at speed or on a sharp turn.',
    'Seat passengers in front of the rear axle first, and keep luggage off the roof. Never carry more than 15 people.',
    'Every passenger wears a seat belt on every trip. Keep to the speed limit, slow down on curves and ramps, and leave more room to stop.',
    'Check the tire pressure before you set off, and if a wheel drops off the road, slow down gently before you steer back.',
  ],
};

/** The authorised driver's terms every named driver signs. */
export const authorisedDriverTerms: AgreedText = {
  version: '2026-11-driver-1',
  title: 'Authorized driver’s acknowledgement',
  paragraphs: [
    `I am named as an authorized driver of a vehicle rented from ${brand.name} under the booking shown above, and I will drive only the vehicle and the dates of that booking.`,
    'My license details are true, my license is valid for the whole rental, and I will carry it whenever I drive.',
    'I will not drive under the influence of alcohol or drugs, use a hand-held phone while driving, or let anyone not named on the booking drive.',
    'I will report any accident, damage or breakdown to the company at once, and follow the rental terms the renter accepted.',
  ],
};

/** The renter's rental agreement, signed remotely before pickup. */
export const remoteRentalTerms: AgreedText = {
  version: '2026-11-rental-1',
  title: 'Rental agreement',
  paragraphs: [
    `I rent the vehicles listed above from ${brand.name} for the dates shown, at the charges shown, under the rental terms published on the website.`,
    'The drivers named are authorized to drive; each confirms their own license and signs their own acknowledgement.',
    'The odometer, fuel and damage of each vehicle are recorded at the counter when it goes out, as an addendum to this agreement.',
  ],
};

/** What the signer consents to by ticking the box beside the signature. */
export const signatureConsent: AgreedText = {
  version: '2026-11-consent-1',
  title: 'Electronic signature',
  paragraphs: [
    'I agree to sign electronically. My drawn signature, the time, my IP address and my browser are kept with a fingerprint of the document as evidence that I signed it.',
  ],
};

/** Whether drivers of a class read the safety briefing: the 15-passenger vans. */
export function needsSafetyBriefing(classId: string): boolean {
  const vehicle = fleetSeed.find((v) => v.id === classId);
  return vehicle !== undefined && vehicle.category === 'van' && vehicle.passengers >= 15;
}
