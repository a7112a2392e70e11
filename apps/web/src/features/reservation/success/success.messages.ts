import { defineMessages } from '../../../lib/messages';

/** The success step's own words outside copy/ (decision 048: every message in both languages). */
export default defineMessages({
  /** The calendar file's name as the renter's downloads list shows it. */
  icsFileName: { en: 'reservation-{code}.ics', es: 'reserva-{code}.ics' },
});
