import { defineMessages } from '../lib/messages';

/** The not-found page (decision 048: every message in both languages). */
export default defineMessages({
  error404: { en: 'Error 404', es: 'Error 404' },
  heading: { en: 'Page not found', es: 'Página no encontrada' },
  body: {
    en: 'We could not find the page you asked for. It may have moved, or the address may be mistyped.',
    es: 'No encontramos la página que buscaba. Es posible que se haya movido o que la dirección tenga un error.',
  },
  home: { en: 'Go to the home page', es: 'Ir a la página de inicio' },
  fleet: { en: 'Browse our fleet', es: 'Ver nuestra flota' },
});
