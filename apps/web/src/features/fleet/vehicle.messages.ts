import { defineMessages } from '../../lib/messages';

/** The vehicle page template's own words around its content (decision 048: every message in both languages). */
export default defineMessages({
  atAGlance: { en: 'At a glance', es: 'De un vistazo' },
  readyToBook: { en: 'Ready to book the {name}?', es: '¿Quiere reservar {name}?' },
  suitcases: { en: '{count} suitcases', es: '{count} maletas' },
  cargoSpace: { en: 'Cargo space', es: 'Espacio de carga' },
  seating: { en: 'Seating', es: 'Asientos' },
});
