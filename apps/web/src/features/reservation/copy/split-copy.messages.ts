import { defineMessages } from '../../../lib/messages';

/** Words of a booking split among the group's members (split-copy.ts), decision 048: every message in both languages. */
export default defineMessages({
  heading: { en: 'Split the cost', es: 'Dividir el costo' },
  intro: {
    en: 'Share the cost with your group: each member gets their own link to pay their share by card. You pay your own share here. The deposit stays on your card.',
    es: 'Comparta el costo con su grupo: cada miembro recibe su propio enlace para pagar su parte con tarjeta. Usted paga su propia parte aquí. El depósito sigue retenido en su tarjeta.',
  },
  introDue: {
    en: 'Share the cost with your group: each member gets their own link to pay their share by card. You pay your own share here, and what a member has not paid by {due} falls to you. The deposit stays on your card.',
    es: 'Comparta el costo con su grupo: cada miembro recibe su propio enlace para pagar su parte con tarjeta. Usted paga su propia parte aquí, y lo que un miembro no haya pagado para el {due} le corresponde a usted. El depósito sigue retenido en su tarjeta.',
  },
  open: { en: 'Split the cost', es: 'Dividir el costo' },
  change: { en: 'Change the split', es: 'Cambiar la división' },
  loading: { en: 'Loading the split…', es: 'Cargando la división…' },
  failed: {
    en: 'We could not load who pays what just now.',
    es: 'No pudimos cargar quién paga qué en este momento.',
  },
  retry: { en: 'Try again', es: 'Intentar de nuevo' },
  you: { en: 'You (organizer)', es: 'Usted (organizador)' },
  share: { en: 'Share', es: 'Parte' },
  paid: { en: 'Paid', es: 'Pagado' },
  statusDue: { en: 'Not paid yet', es: 'Aún sin pagar' },
  statusPaid: { en: 'Paid', es: 'Pagado' },
  statusTakenOver: { en: 'Now yours to pay', es: 'Ahora le toca pagarlo a usted' },
  statusCancelled: { en: 'Canceled', es: 'Cancelado' },
  dueLine: { en: '{amount} still to pay', es: '{amount} pendiente de pago' },
  remind: { en: 'Remind who has not paid', es: 'Recordar a quienes no han pagado' },
  reminding: { en: 'Sending reminders…', es: 'Enviando recordatorios…' },
  reminded: {
    en: '{n, plural, =0 {Nobody was reminded: each member still to pay had a reminder in the last day.} one {Reminder sent to # member.} other {Reminder sent to # members.}}',
    es: '{n, plural, =0 {No se envió ningún recordatorio: cada miembro con pago pendiente ya recibió uno en el último día.} one {Recordatorio enviado a # miembro.} other {Recordatorio enviado a # miembros.}}',
  },
  resend: { en: 'Send {name} the link again', es: 'Reenviar el enlace a {name}' },
  resent: {
    en: 'A new link went to {name}; the one before no longer works.',
    es: 'Se envió un enlace nuevo a {name}; el anterior ya no funciona.',
  },
  locked: {
    en: 'A member has paid, so the split stays as it is.',
    es: 'Un miembro ya pagó, así que la división se queda como está.',
  },
  // The form.
  formHeading: { en: 'Who pays what', es: 'Quién paga qué' },
  formIntro: {
    en: 'Add the members who pay a share. Each gets an e-mail with their own payment link. Your own share is what is left.',
    es: 'Agregue a los miembros que pagan una parte. Cada uno recibe un correo electrónico con su propio enlace de pago. Su parte es lo que queda.',
  },
  modeLegend: { en: 'Shares', es: 'Partes' },
  equal: { en: 'Equal shares', es: 'Partes iguales' },
  equalHint: {
    en: 'Each member pays {each}; you pay {yours}.',
    es: 'Cada miembro paga {each}; usted paga {yours}.',
  },
  named: { en: 'Set each share', es: 'Fijar cada parte' },
  member: { en: 'Member {n}', es: 'Miembro {n}' },
  name: { en: 'Name', es: 'Nombre' },
  email: { en: 'E-mail', es: 'Correo electrónico' },
  amount: { en: 'Share in dollars', es: 'Parte en dólares' },
  add: { en: 'Add a member', es: 'Agregar un miembro' },
  remove: { en: 'Remove member {n}', es: 'Quitar al miembro {n}' },
  overTotal: {
    en: 'The shares pass the total by {amount}.',
    es: 'Las partes superan el total por {amount}.',
  },
  yours: { en: 'Your share: {amount}.', es: 'Su parte: {amount}.' },
  send: { en: 'Send the links', es: 'Enviar los enlaces' },
  sending: { en: 'Sending…', es: 'Enviando…' },
  end: { en: 'Stop splitting', es: 'Dejar de dividir' },
  sent: {
    en: 'The split is saved: {n, plural, one {# member was} other {# members were}} e-mailed their link.',
    es: 'La división está guardada: {n, plural, one {# miembro recibió} other {# miembros recibieron}} su enlace por correo electrónico.',
  },
  ended: {
    en: 'The split is ended: you pay the whole balance.',
    es: 'La división terminó: usted paga todo el saldo.',
  },
  cancel: { en: 'Cancel', es: 'Cancelar' },
});
