import { defineMessages } from '../../lib/messages';

/** The recovery e-mail's unsubscribe page (decision 046; decision 048: every message in both languages). */
export default defineMessages({
  intro: {
    en: 'You asked us to remind you of a booking you did not finish. Press the button and we will not send you such reminders again.',
    es: 'Nos pidió que le recordáramos una reserva que no terminó. Presione el botón y no le enviaremos más recordatorios de ese tipo.',
  },
  button: { en: 'Unsubscribe', es: 'Cancelar suscripción' },
  sending: { en: 'Unsubscribing…', es: 'Cancelando suscripción…' },
  done: {
    en: 'You are unsubscribed: we will not remind you of unfinished bookings again. Bookings you make still get their confirmations.',
    es: 'Se canceló su suscripción: no volveremos a recordarle reservas sin terminar. Las reservas que haga seguirán recibiendo sus confirmaciones.',
  },
  noToken: {
    en: 'This page opens from the unsubscribe link in our e-mail. Open the link again from the e-mail.',
    es: 'Esta página se abre desde el enlace para cancelar la suscripción de nuestro correo electrónico. Vuelva a abrir el enlace desde el correo electrónico.',
  },
});
