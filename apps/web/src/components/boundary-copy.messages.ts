import { defineMessages } from '../lib/messages';

/**
 * What a screen shows when it fails while drawing, so no step ever shows a blank screen (decision 048:
 * every message in both languages). Named for the boundary: it stays out of the chunk every page loads.
 */
export default defineMessages({
  heading: {
    en: 'This part of the page could not be shown',
    es: 'No se pudo mostrar esta parte de la página',
  },
  body: {
    en: 'Your details are saved in this browser tab. Try again, or reload the page.',
    es: 'Sus datos están guardados en esta pestaña del navegador. Vuelva a intentarlo o recargue la página.',
  },
  retry: { en: 'Try again', es: 'Volver a intentar' },
  reload: { en: 'Reload the page', es: 'Recargar la página' },
});
