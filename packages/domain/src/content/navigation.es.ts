import { brand, whyPath } from './brand.ts';
import type { renterTasks as englishRenterTasks, NavGroup, NavItem } from './navigation.ts';

export type { NavGroup, NavItem, NavLink } from './navigation.ts';

/** The Spanish top navigation, item for item and in the order of navigation.ts (decision 048). */
export const whoWeServe: NavGroup[] = [
  {
    label: 'Educación y juventud',
    links: [
      { label: 'Escuelas y universidades', to: '/schools-colleges' },
      { label: 'Campamentos de verano', to: '/summer-camps' },
      { label: 'Clubes recreativos', to: '/clubs-youth-orgs' },
    ],
  },
  {
    label: 'Deportes y recreación',
    links: [
      { label: 'Equipos', to: '/sports-teams' },
      { label: 'Hospitalidad deportiva', to: '/sports-hospitality' },
    ],
  },
  {
    label: 'Organizaciones y grupos',
    links: [
      { label: 'Iglesias', to: '/churches-ministries' },
      { label: 'Empresas', to: '/businesses-corporations' },
      { label: 'Gobierno', to: '/government-military' },
      { label: 'Construcción', to: '/construction-contractors' },
      { label: 'Alquiler de equipos', to: '/equipment-rental' },
    ],
  },
  {
    label: 'Especialidades',
    links: [
      { label: 'Producción audiovisual', to: '/film-production' },
      { label: 'Limusinas', to: '/limousine-companies' },
      { label: 'Traslados', to: '/shuttle-transportation' },
    ],
  },
  {
    label: 'Personal',
    links: [
      { label: 'Vacaciones', to: '/family-vacations' },
      { label: 'Reuniones familiares', to: '/family-reunions' },
      { label: 'Bodas', to: '/weddings' },
    ],
  },
  {
    label: 'Viajes y turismo',
    links: [
      { label: 'Gestión de destinos', to: '/destination-management' },
      { label: 'Tours de vinos', to: '/wine-tours-sightseeing' },
    ],
  },
];

export const ourFleet: NavGroup[] = [
  {
    label: 'Autobuses',
    links: [
      { label: 'Autobús de actividades de 15 pasajeros', to: '/15-passenger-activity-bus' },
      { label: 'Autobús confort de 15 pasajeros', to: '/15-passenger-comfort-bus' },
      { label: 'Autobús de 25 pasajeros', to: '/25-passenger-bus' },
      { label: 'Autobús de 33 pasajeros', to: '/33-passenger-bus' },
      { label: 'Autobús de 44 pasajeros', to: '/44-passenger-bus' },
    ],
  },
  {
    label: 'Vans',
    links: [
      { label: 'Van de 12 pasajeros', to: '/12-passenger-van' },
      { label: 'Van de 15 pasajeros', to: '/15-passenger-van' },
      { label: 'Van de conversión de 9 pasajeros', to: '/9-passenger-conversion-van' },
      { label: 'Minivan', to: '/minivan' },
      { label: 'Vans de carga', to: '/cargo-van-box-truck' },
    ],
  },
  {
    links: [
      { label: 'Autos', to: null },
      { label: 'SUVs', to: '/suvs' },
      { label: 'Camionetas pickup', to: '/trucks' },
      { label: 'Vans de carga/camiones de caja', to: '/cargo-van-box-truck' },
      { label: 'Camión de plataforma', to: '/flatbed-truck' },
    ],
  },
];

export const renterTasks: typeof englishRenterTasks = {
  label: 'Reservar y gestionar',
  links: [
    { label: 'Gestionar su reserva', to: '/manage' },
    { label: 'Solicitar cotización para grupos', to: '/quote' },
    { label: 'Cuentas para organizaciones', to: '/organisations' },
    { label: 'Sucursales', to: '/locations' },
  ],
};

export const topNavigation: NavItem[] = [
  { kind: 'menu', id: 'who-we-serve', label: 'A quién servimos', groups: whoWeServe },
  { kind: 'menu', id: 'our-fleet', label: 'Nuestra flota', groups: ourFleet },
  { kind: 'link', label: `¿Por qué ${brand.name}?`, to: whyPath() },
  { kind: 'link', label: 'Arrendamiento a largo plazo', to: '/long-term-leasing' },
  { kind: 'link', label: 'Venta de flota', to: '/fleet-sales' },
  { kind: 'link', label: 'Guía de alquiler', to: '/rental-guidelines' },
  { kind: 'link', label: 'Contacto', to: '/contact' },
];
