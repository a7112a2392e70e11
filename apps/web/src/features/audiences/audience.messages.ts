import { defineMessages } from '../../lib/messages';

/** The audience page template's own words around its content (decision 048: every message in both languages). */
export default defineMessages({
  eyebrow: { en: 'Who we serve', es: 'A quién servimos' },
  quoteHeading: { en: 'What to put in your quote request', es: 'Qué incluir en su solicitud de cotización' },
  vehicleFacts: {
    en: '{seats} seats · {license} · {minAge}+',
    es: '{seats} asientos · {license} · {minAge}+',
  },
});
