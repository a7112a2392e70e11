import { defineMessages } from '../../lib/messages';

/** A location page's holiday hours in words; its other labels are content/location-pages.ts (decision 048). */
export default defineMessages({
  hours: { en: '{open} to {close}', es: '{open} a {close}' },
  closed: { en: 'Closed', es: 'Cerrado' },
});
