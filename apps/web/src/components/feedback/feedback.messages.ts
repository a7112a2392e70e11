import { defineMessages } from '../../lib/messages';

/** A failed read's alert (decision 048: every message in both languages). */
export default defineMessages({
  tryAgain: { en: 'Try again', es: 'Volver a intentar' },
});
