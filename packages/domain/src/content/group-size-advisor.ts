import { formatUsd } from './rental-policy.ts';

/**
 * The group-size advisor's words (its section's heading is in page-labels.ts). Apart, so
 * they load with the advisor's island and not with every page (docs/decisions/009-performance-budget.md).
 */
export const groupSizeAdvisorLabels = {
  passengers: 'People traveling, drivers included',
  luggage: 'Full-size suitcases (optional)',
  fewest: 'Fewest vehicles',
  withoutCdl: 'No CDL needed',
  alternative: 'Also fits',
  fits: (people: number, suitcases: number) =>
    `Fits ${people === 1 ? 'one person' : `all ${people} people`}${
      suitcases === 0 ? '' : ` and ${suitcases === 1 ? 'one suitcase' : `all ${suitcases} suitcases`}`
    }`,
  seats: (seats: number) => `${seats} seats in all`,
  room: (suitcases: number) => `Room for ${suitcases} full-size suitcases`,
  licence: (cdl: boolean, minAge: number) =>
    `${cdl ? 'Each bus driver needs a CDL with a passenger endorsement' : 'Regular driver’s license, no CDL'}, ${minAge}+`,
  perDay: (cents: number) => `From ${formatUsd(cents)} a day in all`,
  empty: 'Enter how many people are traveling to see the vehicles that fit.',
  none: 'Enter a number of people from 1 to 150 to see what fits. For larger groups, request a quote.',
  luggageInvalid: 'Enter the suitcases as a whole number, or leave the field empty.',
  book: 'Check availability',
  details: 'About this vehicle',
  quote: 'Request a quote',
} as const;
