import { defineMessages } from '../messages';

/**
 * The footer's button that reopens the consent banner (decision 048: every message in both
 * languages): apart from the banner's words, which come with the banner's own chunk only.
 */
export default defineMessages({
  cookieSettings: { en: 'Cookie settings', es: 'Configuración de cookies' },
});
