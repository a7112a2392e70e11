import { defineMessages } from '../../lib/messages';

/** Words shared by every form of the site (decision 048: every message in both languages). */
export default defineMessages({
  optional: { en: '(optional)', es: '(opcional)' },
  summaryTitle: { en: 'There is a problem', es: 'Hay un problema' },
  summaryIntro: { en: 'Please fix the following:', es: 'Corrija lo siguiente:' },
  choose: { en: 'Choose…', es: 'Elija…' },
  sending: { en: 'Sending…', es: 'Enviando…' },
  honeypot: {
    en: 'Leave this field empty. It is here to catch automated spam.',
    es: 'Deje este campo vacío. Sirve para detectar el spam automático.',
  },
});
