import { defineMessages } from '../../../lib/messages';

/** The leasing request form, loaded when near (decision 048: every message in both languages). */
export default defineMessages({
  submit: { en: 'Send leasing request', es: 'Enviar solicitud de arrendamiento' },
  sentHeading: {
    en: 'Thank you, we have your leasing request',
    es: 'Gracias, recibimos su solicitud de arrendamiento',
  },
  sentText: {
    en: 'We reply with monthly rates, mileage and deposit or account terms in writing, within one business day.',
    es: 'En un día hábil le respondemos por escrito con las tarifas mensuales, el millaje y el depósito o las condiciones de cuenta.',
  },
  organization: { en: 'Organization', es: 'Organización' },
  vehicles: { en: 'Vehicles you are interested in', es: 'Vehículos que le interesan' },
  vehicleCount: { en: 'How many vehicles', es: 'Cuántos vehículos' },
  months: { en: 'For how many months', es: 'Por cuántos meses' },
  startDate: { en: 'Start date', es: 'Fecha de inicio' },
  message: { en: 'Anything else we should know', es: 'Algo más que debamos saber' },
});
