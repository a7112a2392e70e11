import { defineMessages } from '../../lib/messages';

/** The site's header and menus (decision 048: every message in both languages). */
export default defineMessages({
  skipToContent: { en: 'Skip to content', es: 'Saltar al contenido' },
  logoHome: { en: 'home', es: 'inicio' },
  mainNavigation: { en: 'Main', es: 'Principal' },
  menu: { en: 'Menu', es: 'Menú' },
  navigationMenu: { en: 'Navigation Menu', es: 'Menú de navegación' },
  closeMenu: { en: 'Close menu', es: 'Cerrar el menú' },
});
