import { defineMessages } from '../lib/messages';

/** The words the structured data of a page says in its language (decision 048). */
export default defineMessages({
  vehicleRental: { en: '{vehicle} rental', es: 'Alquiler de {vehicle}' },
});
