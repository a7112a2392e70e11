import { defineMessages } from '../../lib/messages';

/** The fleet by the month: its rates table (decision 048: every message in both languages). */
export default defineMessages({
  monthlyRates: { en: 'Monthly rates', es: 'Tarifas mensuales' },
  caption: {
    en: 'Monthly, weekly and daily rates of every vehicle',
    es: 'Tarifas mensuales, semanales y diarias de cada vehículo',
  },
  perMonth: { en: 'Per month', es: 'Por mes' },
  perWeek: { en: 'Per week', es: 'Por semana' },
  perDay: { en: 'Per day', es: 'Por día' },
  book: { en: 'Book', es: 'Reservar' },
  bookMonthly: { en: 'Book monthly', es: 'Reservar por mes' },
});
