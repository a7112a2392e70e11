import { defineMessages } from '../../lib/messages';

/** A group member's page for their share of a split booking (decision 045; decision 048: every message in both languages). */
export default defineMessages({
  loading: { en: 'Opening your share…', es: 'Abriendo su parte…' },
  retry: { en: 'Try again', es: 'Intentar de nuevo' },
  invalid: {
    en: 'This payment link no longer works. A newer one may have been sent to you: open the latest e-mail, or ask the organizer of the trip to send it again.',
    es: 'Este enlace de pago ya no funciona. Es posible que le hayamos enviado uno más reciente: abra el último correo electrónico o pida al organizador del viaje que se lo vuelva a enviar.',
  },
  hello: { en: 'Hello {name},', es: 'Hola, {name}:' },
  intro: {
    en: '{organiser} split the cost of the group’s trip. This is your share.',
    es: '{organiser} dividió el costo del viaje del grupo. Esta es su parte.',
  },
  trip: { en: 'The trip', es: 'El viaje' },
  code: { en: 'Booking', es: 'Reserva' },
  vehicle: { en: 'Vehicle', es: 'Vehículo' },
  pickup: { en: 'From', es: 'Desde' },
  until: { en: 'Until', es: 'Hasta' },
  share: { en: 'Your share', es: 'Su parte' },
  paid: { en: 'Paid', es: 'Pagado' },
  due: { en: 'Still to pay', es: 'Por pagar' },
  dueBy: { en: '{amount}, by {date}', es: '{amount}, a más tardar el {date}' },
  pay: { en: 'Pay {amount} by card', es: 'Pagar {amount} con tarjeta' },
  opening: { en: 'Opening the payment page…', es: 'Abriendo la página de pago…' },
  cardNote: {
    en: 'You enter your card on our payment provider’s secure page; the card number never reaches this site.',
    es: 'Usted ingresa su tarjeta en la página segura de nuestro proveedor de pagos; el número de la tarjeta nunca llega a este sitio.',
  },
  notOnline: {
    en: 'Card payments are not taken online just now: ask the organizer how to pay your share.',
    es: 'Por ahora no aceptamos pagos con tarjeta en línea: pregunte al organizador cómo pagar su parte.',
  },
  backDone: {
    en: 'Thank you: your payment is on its way. Its receipt comes by e-mail.',
    es: 'Gracias: su pago está en camino. Recibirá el recibo por correo electrónico.',
  },
  backCancelled: {
    en: 'The payment was not made. You can try again below.',
    es: 'No se realizó el pago. Puede intentarlo de nuevo abajo.',
  },
  statusDue: { en: 'Not paid yet', es: 'Pendiente de pago' },
  statusPaid: {
    en: 'Your share is paid. Thank you: the receipt went to you by e-mail.',
    es: 'Su parte está pagada. Gracias: le enviamos el recibo por correo electrónico.',
  },
  statusTakenOver: {
    en: 'The due date has passed: the organizer now pays what was left of your share.',
    es: 'La fecha límite ya pasó: ahora el organizador paga lo que quedaba de su parte.',
  },
  statusCancelled: {
    en: 'This booking was canceled: nothing more is asked of you. Any refund goes back to your card.',
    es: 'Esta reserva se canceló: no se le pide nada más. Cualquier reembolso vuelve a su tarjeta.',
  },
});
