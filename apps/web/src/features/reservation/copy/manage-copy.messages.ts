import { defineMessages } from '../../../lib/messages';

/** The manage-booking page (manage-copy.ts; decision 048: every message in both languages). */
export default defineMessages({
  lookupHeading: { en: 'Find your booking', es: 'Buscar su reserva' },
  lookupIntro: {
    en: 'Enter the confirmation code from your e-mail and the e-mail address you booked with.',
    es: 'Ingrese el código de confirmación de su correo electrónico y el correo electrónico con el que reservó.',
  },
  code: { en: 'Confirmation code', es: 'Código de confirmación' },
  codeHint: { en: 'Like CNV-7K3M9Q', es: 'Como CNV-7K3M9Q' },
  email: { en: 'E-mail address', es: 'Correo electrónico' },
  find: { en: 'Find my booking', es: 'Buscar mi reserva' },
  finding: { en: 'Looking it up…', es: 'Buscando…' },
  notFound: {
    en: 'We found no booking with that code and e-mail address. Check both, as they are in your confirmation e-mail, and try again.',
    es: 'No encontramos ninguna reserva con ese código y correo electrónico. Revise ambos, tal como aparecen en su correo electrónico de confirmación, e inténtelo de nuevo.',
  },
  detailsHeading: { en: 'Booking {code}', es: 'Reserva {code}' },
  statusPendingPayment: { en: 'Waiting for payment', es: 'Pendiente de pago' },
  statusConfirmed: { en: 'Confirmed', es: 'Confirmada' },
  statusCancelled: { en: 'Canceled', es: 'Cancelada' },
  statusExpired: {
    en: 'Released: the payment did not come in time',
    es: 'Liberada: el pago no llegó a tiempo',
  },
  statusLabel: { en: 'Status', es: 'Estado' },
  cancelledOn: { en: 'Canceled on {when}.', es: 'Cancelada el {when}.' },
  contact: { en: 'Booked by', es: 'Reservada por' },
  protection: { en: 'Protection', es: 'Protección' },
  declinedCover: { en: 'Declined; your cover: {cover}', es: 'Rechazada; su cobertura: {cover}' },
  declinedOwnInsurance: {
    en: 'Declined: your own insurance covers the vehicles (its certificate below)',
    es: 'Rechazada: su propio seguro cubre los vehículos (su certificado, abajo)',
  },
  notChosen: {
    en: 'Not chosen yet: we ask at pickup',
    es: 'Aún sin elegir: le preguntaremos en la recogida',
  },
  cancel: { en: 'Cancel this booking', es: 'Cancelar esta reserva' },
  cancelTitle: { en: 'Cancel this booking?', es: '¿Cancelar esta reserva?' },
  cancelBody: {
    en: 'Booking {code} will be canceled and the vehicles released. This cannot be undone: to travel after all, you would book again.',
    es: 'La reserva {code} se cancelará y los vehículos quedarán liberados. No se puede deshacer: si al final decide viajar, tendrá que reservar de nuevo.',
  },
  cancelConfirm: { en: 'Yes, cancel the booking', es: 'Sí, cancelar la reserva' },
  cancelKeep: { en: 'No, keep it', es: 'No, conservarla' },
  cancelling: { en: 'Canceling…', es: 'Cancelando…' },
  cancelled: {
    en: 'Booking {code} is canceled. A confirmation e-mail is on its way.',
    es: 'La reserva {code} está cancelada. Le enviamos un correo electrónico de confirmación.',
  },
  another: { en: 'Look up another booking', es: 'Buscar otra reserva' },
  changed: {
    en: 'Your booking is changed. A confirmation e-mail listing the changes is on its way.',
    es: 'Su reserva se modificó. Le enviamos un correo electrónico de confirmación con los cambios.',
  },
  policyHeading: { en: 'Cancellation policy', es: 'Política de cancelación' },
  feeNowFree: { en: 'Canceling now is free.', es: 'Cancelar ahora es gratis.' },
  feeNow: { en: 'Canceling now costs {fee}.', es: 'Cancelar ahora cuesta {fee}.' },
  feeFreeUntilPickup: {
    en: 'Canceling is free until pickup, {until}.',
    es: 'Cancelar es gratis hasta la recogida, el {until}.',
  },
  feeUntilPickup: {
    en: 'Canceling now costs {fee} until pickup, {until}.',
    es: 'Cancelar ahora cuesta {fee} hasta la recogida, el {until}.',
  },
  feeFreeUntil: { en: 'Canceling is free until {until}', es: 'Cancelar es gratis hasta el {until}' },
  feeUntil: {
    en: 'Canceling now costs {fee} until {until}',
    es: 'Cancelar ahora cuesta {fee} hasta el {until}',
  },
  feeThen: { en: 'then it costs {fee} until {until}', es: 'luego cuesta {fee} hasta el {until}' },
  feeAfter: { en: 'after that it costs {fee}', es: 'después cuesta {fee}' },
  feeChargedNone: { en: 'No cancellation fee was charged.', es: 'No se cobró ningún cargo por cancelación.' },
  feeCharged: { en: 'Cancellation fee charged: {fee}.', es: 'Cargo por cancelación cobrado: {fee}.' },
});
