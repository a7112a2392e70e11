import { defineMessages } from '../../../lib/messages';

/** Words of the success step (success-copy.ts), decision 048: every message in both languages. */
export default defineMessages({
  codeLabel: { en: 'Your confirmation code', es: 'Su código de confirmación' },
  codeHint: {
    en: 'Keep it with the e-mail address you booked with: you need both to look up or cancel the booking.',
    es: 'Guárdelo junto con el correo electrónico con el que reservó: necesita ambos para consultar o cancelar la reserva.',
  },
  emailSent: {
    en: 'A confirmation e-mail is on its way to {email}.',
    es: 'Le estamos enviando un correo electrónico de confirmación a {email}.',
  },
  emailOnPayment: {
    en: 'We e-mail the confirmation to {email} as soon as the payment is in.',
    es: 'Le enviaremos la confirmación a {email} en cuanto recibamos el pago.',
  },
  confirmed: { en: 'Your reservation is confirmed', es: 'Su reserva está confirmada' },
  pendingPayment: { en: 'Waiting for your payment', es: 'Esperando su pago' },
  expired: { en: 'Your reservation was released', es: 'Su reserva fue liberada' },
  cancelled: { en: 'This reservation is canceled', es: 'Esta reserva está cancelada' },
  summaryHeading: { en: 'Your booking', es: 'Su reserva' },
  calendarHeading: { en: 'Add it to your calendar', es: 'Agréguela a su calendario' },
  downloadIcs: { en: 'Download calendar file (.ics)', es: 'Descargar archivo de calendario (.ics)' },
  googleCalendar: { en: 'Add to Google Calendar', es: 'Agregar a Google Calendar' },
  newTab: { en: '(opens in a new tab)', es: '(se abre en una pestaña nueva)' },
  nextHeading: { en: 'What happens next', es: 'Próximos pasos' },
  nextCard: {
    en: 'Bring a credit card in the renter’s name to the pickup: the security deposit is held on it.',
    es: 'Traiga a la recogida una tarjeta de crédito a nombre del arrendatario: en ella se retiene el depósito de garantía.',
  },
  nextLicenses: {
    en: 'Bring every driver’s license to the pickup. The main driver must be the age you gave.',
    es: 'Traiga a la recogida la licencia de conducir de cada conductor. El conductor principal debe tener la edad que indicó.',
  },
  nextArrive: {
    en: 'Arrive at the pickup time at the location shown above, with time for the walk-around and paperwork.',
    es: 'Llegue a la hora de recogida a la sucursal indicada arriba, con tiempo para la inspección del vehículo y el papeleo.',
  },
  nextQuestions: {
    en: 'Questions or changes? Call {phone} or e-mail {email}, quoting your confirmation code.',
    es: '¿Preguntas o cambios? Llame al {phone} o escriba a {email}, indicando su código de confirmación.',
  },
  manage: { en: 'Manage or cancel this booking', es: 'Administrar o cancelar esta reserva' },
  another: { en: 'Make another booking', es: 'Hacer otra reserva' },
  /** The calendar event: "Convoy: 2 × 15-passenger van + 1 × Minivan rental". */
  eventTitle: { en: '{brand}: {vehicles} rental', es: '{brand}: alquiler de {vehicles}' },
  eventDescription: {
    en: '{brand} reservation {code}. Bring every driver’s license. Manage or cancel: {url}',
    es: 'Reserva {code} de {brand}. Traiga la licencia de conducir de cada conductor. Administrar o cancelar: {url}',
  },
});
