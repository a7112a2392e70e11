import type { rentalPurposes as english } from './rental-purposes.ts';

export type { RentalPurposeId } from './rental-purposes.ts';

/** The English list with the same ids in the same order and a label in other words. */
type Relabeled<T extends readonly { id: string; label: string }[]> = {
  readonly [K in keyof T]: T[K] extends { id: infer Id }
    ? { readonly id: Id; readonly label: string }
    : never;
};

/** The rental purposes' labels in Spanish (decision 048). */
export const rentalPurposes: Relabeled<typeof english> = [
  { id: 'schools-colleges', label: 'Escuelas y universidades' },
  { id: 'camps-clubs-youth', label: 'Campamentos, clubes y organizaciones juveniles' },
  { id: 'sports-teams', label: 'Equipos deportivos' },
  { id: 'churches', label: 'Iglesias' },
  { id: 'corporations', label: 'Empresas' },
  { id: 'government-military', label: 'Gobierno y fuerzas armadas' },
  { id: 'construction', label: 'Construcción' },
  { id: 'film-crews', label: 'Equipos de filmación' },
  { id: 'weddings-family-reunions', label: 'Grupos de bodas, familias y reuniones familiares' },
  { id: 'limousine-companies', label: 'Empresas de limusinas' },
  { id: 'tour-destination-operators', label: 'Operadores turísticos y de destinos' },
  { id: 'equipment-renters', label: 'Empresas de alquiler de equipos' },
];
