import { defineMessages } from '../../lib/messages';

/** The contact page's headings and location cards (decision 048: every message in both languages). */
export default defineMessages({
  ourLocations: { en: 'Our locations', es: 'Nuestras sucursales' },
  howFast: { en: 'How fast we answer', es: 'Qué tan rápido respondemos' },
  openingHours: { en: 'Opening hours', es: 'Horario de atención' },
  localTime: { en: 'Local time ({zone})', es: 'Hora local ({zone})' },
  openInMaps: { en: 'Open in maps', es: 'Abrir en mapas' },
  newTab: { en: '({location}, opens in a new tab)', es: '({location}, se abre en una pestaña nueva)' },
});
