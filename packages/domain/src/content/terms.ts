import type { InfoDocument } from './content.types.ts';
import { legalTermSections } from './terms-legal.ts';
import { rentalTermSections } from './terms-rental.ts';

/**
 * /terms: the rental terms and conditions, numbered (sections refer to each other
 * by number, so keep the order). Operated by the brand's owner company (SPEC §1).
 */
export const terms: InfoDocument = {
  id: 'terms',
  intro:
    'The terms and conditions of every {brand} rental, operated by {owner}. Our [rental guidelines](/rental-guidelines) explain the same rules in everyday words.',
  numbered: true,
  updated: '2026-11-30',
  governingText: '',
  sections: [...rentalTermSections, ...legalTermSections],
};
