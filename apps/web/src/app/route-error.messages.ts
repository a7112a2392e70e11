import { defineMessages } from '../lib/messages';

/** What a route shows when its screen fails (decision 048: every message in both languages). */
export default defineMessages({
  heading: { en: 'Something went wrong', es: 'Algo salió mal' },
  body: {
    en: 'This page could not be shown. Reloading usually helps.',
    es: 'No se pudo mostrar esta página. Por lo general, se soluciona al recargarla.',
  },
  reload: { en: 'Reload the page', es: 'Recargar la página' },
  home: { en: 'Go to the home page', es: 'Ir a la página de inicio' },
});
