import { defineMessages } from '../../lib/messages';

/** The person fields every lead form asks (decision 048: every message in both languages). */
export default defineMessages({
  yourName: { en: 'Your name', es: 'Su nombre' },
  email: { en: 'E-mail', es: 'Correo electrónico' },
  phone: { en: 'Phone', es: 'Teléfono' },
});
