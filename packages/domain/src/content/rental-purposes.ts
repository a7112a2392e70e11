/**
 * The values of the flow's rentalPurpose field (SPEC §1's audiences grouped by why they rent), with their
 * labels. Each audience page maps to one (audiences.ts), so that its calls to action prefill the purpose.
 * A module of its own: the search and quote forms need the labels, the pages that only link to an
 * audience do not (decision 009: JavaScript budget).
 */
export const rentalPurposes = [
  { id: 'schools-colleges', label: 'Schools and colleges' },
  { id: 'camps-clubs-youth', label: 'Camps, clubs and youth organizations' },
  { id: 'sports-teams', label: 'Sports teams' },
  { id: 'churches', label: 'Churches' },
  { id: 'corporations', label: 'Corporations' },
  { id: 'government-military', label: 'Government and military' },
  { id: 'construction', label: 'Construction' },
  { id: 'film-crews', label: 'Film crews' },
  { id: 'weddings-family-reunions', label: 'Wedding, family and reunion groups' },
  { id: 'limousine-companies', label: 'Limousine companies' },
  { id: 'tour-destination-operators', label: 'Tour and destination operators' },
  { id: 'equipment-renters', label: 'Equipment renters' },
] as const;
export type RentalPurposeId = (typeof rentalPurposes)[number]['id'];
