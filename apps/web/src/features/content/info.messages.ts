import { defineMessages } from '../../lib/messages';

/** What the long documents fill in from the stored charges (decision 048: every message in both languages). */
export default defineMessages({
  perDriverPerDay: { en: '{amount} per driver per day', es: '{amount} por conductor por día' },
  nothing: { en: 'nothing', es: 'nada' },
});
