import { defineMessages } from './messages';

/**
 * A location's opening hours in words (decision 048: every message in both languages). Spanish day
 * names are lowercase: the run's label gets its capital in opening-hours.ts.
 */
export default defineMessages({
  day: {
    en: '{day, select, mon {Monday} tue {Tuesday} wed {Wednesday} thu {Thursday} fri {Friday} sat {Saturday} sun {Sunday} other {{day}}}',
    es: '{day, select, mon {lunes} tue {martes} wed {miércoles} thu {jueves} fri {viernes} sat {sábado} sun {domingo} other {{day}}}',
  },
  twoDays: { en: '{first} and {last}', es: '{first} y {last}' },
  dayRange: { en: '{first} to {last}', es: '{first} a {last}' },
  hours: { en: '{open} to {close}', es: '{open} a {close}' },
  closed: { en: 'Closed', es: 'Cerrado' },
  am: { en: '{time} am', es: '{time} a.m.' },
  pm: { en: '{time} pm', es: '{time} p.m.' },
});
