import { defineMessages } from '../messages';

/**
 * The consent banner's words (decision 004; decision 048: every message in both languages). The
 * banner's own chunk carries them; the server's copy of the banner is rendered in each language.
 */
export default defineMessages({
  title: { en: 'Cookies and analytics', es: 'Cookies y análisis' },
  bodyOptIn: {
    en: 'With your permission we use cookies to remember how you found us and to measure how the site is used. Nothing is stored until you accept.',
    es: 'Con su permiso, usamos cookies para recordar cómo nos encontró y para medir cómo se usa el sitio. No se guarda nada hasta que usted acepte.',
  },
  bodyOptOut: {
    en: 'We use cookies to remember how you found us and to measure how the site is used. You can decline, and change your mind at any time.',
    es: 'Usamos cookies para recordar cómo nos encontró y para medir cómo se usa el sitio. Puede rechazarlas y cambiar de opinión en cualquier momento.',
  },
  accept: { en: 'Accept', es: 'Aceptar' },
  decline: { en: 'Decline', es: 'Rechazar' },
});
