import type { Audience } from './audiences.ts';

export type { Audience } from './audiences.ts';

/** Spanish content of the audience list: the audiences' names (decision 048). */
export const audiences: readonly Audience[] = [
  {
    slug: 'schools-colleges',
    navLabel: 'Escuelas y universidades',
    name: 'Escuelas y universidades',
    purpose: 'schools-colleges',
  },
  {
    slug: 'film-production',
    navLabel: 'Producción audiovisual',
    name: 'Producción de cine y televisión',
    purpose: 'film-crews',
  },
  {
    slug: 'summer-camps',
    navLabel: 'Campamentos de verano',
    name: 'Campamentos de verano',
    purpose: 'camps-clubs-youth',
  },
  {
    slug: 'clubs-youth-orgs',
    navLabel: 'Clubes recreativos',
    name: 'Clubes y organizaciones juveniles',
    purpose: 'camps-clubs-youth',
  },
  { slug: 'sports-teams', navLabel: 'Equipos', name: 'Equipos deportivos', purpose: 'sports-teams' },
  {
    slug: 'sports-hospitality',
    navLabel: 'Hospitalidad deportiva',
    name: 'Hospitalidad deportiva',
    purpose: 'tour-destination-operators',
  },
  { slug: 'churches-ministries', navLabel: 'Iglesias', name: 'Iglesias y ministerios', purpose: 'churches' },
  {
    slug: 'businesses-corporations',
    navLabel: 'Empresas',
    name: 'Empresas y corporaciones',
    purpose: 'corporations',
  },
  {
    slug: 'government-military',
    navLabel: 'Gobierno',
    name: 'Gobierno y fuerzas armadas',
    purpose: 'government-military',
  },
  {
    slug: 'construction-contractors',
    navLabel: 'Construcción',
    name: 'Construcción y contratistas',
    purpose: 'construction',
  },
  {
    slug: 'wine-tours-sightseeing',
    navLabel: 'Tours de vinos',
    name: 'Tours de vinos y turismo',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'destination-management',
    navLabel: 'Gestión de destinos',
    name: 'Empresas de gestión de destinos',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'equipment-rental',
    navLabel: 'Alquiler de equipos',
    name: 'Empresas de alquiler de equipos',
    purpose: 'equipment-renters',
  },
  {
    slug: 'shuttle-transportation',
    navLabel: 'Traslados',
    name: 'Servicios de traslado',
    purpose: 'tour-destination-operators',
  },
  {
    slug: 'family-vacations',
    navLabel: 'Vacaciones',
    name: 'Vacaciones familiares',
    purpose: 'weddings-family-reunions',
  },
  {
    slug: 'family-reunions',
    navLabel: 'Reuniones familiares',
    name: 'Reuniones familiares',
    purpose: 'weddings-family-reunions',
  },
  { slug: 'weddings', navLabel: 'Bodas', name: 'Bodas', purpose: 'weddings-family-reunions' },
  {
    slug: 'limousine-companies',
    navLabel: 'Limusinas',
    name: 'Empresas de limusinas',
    purpose: 'limousine-companies',
  },
];
