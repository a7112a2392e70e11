import { defineMessages } from './messages';

/** The trail above a page's h1 and in its BreadcrumbList (decision 048: every message in both languages). */
export default defineMessages({
  breadcrumb: { en: 'Breadcrumb', es: 'Ruta de navegación' },
  home: { en: 'Home', es: 'Inicio' },
  locations: { en: 'Locations', es: 'Sucursales' },
});
