import { defineMessages } from './messages';

/** The words lib/format.ts puts between formatted values (decision 048). */
export default defineMessages({
  dateAtTime: { en: '{date} at {time}', es: '{date} a las {time}' },
});
