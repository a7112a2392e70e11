import { defineMessages } from '../../../lib/messages';

/** The why-us page's headings around its content (decision 048: every message in both languages). */
export default defineMessages({
  inNumbers: { en: 'In numbers', es: 'En cifras' },
  reasons: { en: 'Reasons groups choose us', es: 'Por qué los grupos nos eligen' },
  testimonialBy: { en: '{role}, {organization} (example)', es: '{role}, {organization} (ejemplo)' },
  planYourTrip: { en: 'Plan your trip', es: 'Planee su viaje' },
});
