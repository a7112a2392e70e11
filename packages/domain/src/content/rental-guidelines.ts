import type { InfoDocument } from './content.types.ts';
import { careSections, handoverSections, troubleSections } from './rental-guidelines-on-the-road.ts';
import { bookingSections, driverSections } from './rental-guidelines-renting.ts';

/** /rental-guidelines: the rules of every rental in plain words, in the order a renter meets them. */
export const rentalGuidelines: InfoDocument = {
  id: 'rental-guidelines',
  intro:
    'The rules that apply to every {brand} rental, in plain words. Our [terms and conditions](/terms) are the binding version: where this page and the terms differ, the terms apply. Questions? Call {phone} or e-mail {email}.',
  numbered: false,
  updated: '2025-11-22',
  sections: [...driverSections, ...bookingSections, ...handoverSections, ...careSections, ...troubleSections],
};
