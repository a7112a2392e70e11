import { defineMessages } from '../../lib/messages';

/**
 * Changing a booking on the manage page (decision 048: every message in both languages). The back
 * office's own words stay English in change-copy.ts. Amounts come formatted (lib/format.ts).
 */
export default defineMessages({
  open: { en: 'Change this reservation', es: 'Cambiar esta reserva' },
  heading: { en: 'Change your reservation', es: 'Cambiar su reserva' },
  intro: {
    en: 'Change what you need and review the change: it is priced with today’s rates, and nothing changes until you confirm it.',
    es: 'Cambie lo que necesite y revise el cambio: se cotiza con las tarifas de hoy y nada cambia hasta que usted lo confirme.',
  },
  close: { en: 'Keep the booking as it is', es: 'Dejar la reserva como está' },
  loading: { en: 'Loading the form…', es: 'Cargando el formulario…' },
  dates: { en: 'Dates and times', es: 'Fechas y horas' },
  pickupDate: { en: 'Pickup date', es: 'Fecha de recogida' },
  pickupTime: { en: 'Pickup time', es: 'Hora de recogida' },
  returnDate: { en: 'Return date', es: 'Fecha de devolución' },
  returnTime: { en: 'Return time', es: 'Hora de devolución' },
  returnLocation: { en: 'Return location', es: 'Sucursal de devolución' },
  returnLocationHint: {
    en: 'Another location makes it a one-way rental, with its fee; the return time is local to the return location.',
    es: 'Otra sucursal lo convierte en un alquiler de solo ida, con su cargo; la hora de devolución es la hora local de esa sucursal.',
  },
  sameLocation: { en: '{name} (where it is picked up)', es: '{name} (donde se recoge)' },
  months: { en: 'Number of months', es: 'Número de meses' },
  monthOption: {
    en: '{n, plural, one {# month} other {# months}}',
    es: '{n, plural, one {# mes} other {# meses}}',
  },
  vehicles: { en: 'Vehicles', es: 'Vehículos' },
  vehiclesHint: {
    en: 'Choose 0 to remove a kind of vehicle.',
    es: 'Elija 0 para quitar un tipo de vehículo.',
  },
  numberOf: { en: 'Number of {name}', es: 'Cantidad de {name}' },
  remove: { en: '0 (remove)', es: '0 (quitar)' },
  addClass: { en: 'Add another kind of vehicle', es: 'Agregar otro tipo de vehículo' },
  addChoose: { en: 'Choose a vehicle…', es: 'Elija un vehículo…' },
  add: { en: 'Add', es: 'Agregar' },
  extras: { en: 'Extras', es: 'Extras' },
  protection: { en: 'Protection', es: 'Protección' },
  protectionHint: {
    en: 'Per vehicle per day. Without our protection, tell us how your vehicles are covered.',
    es: 'Por vehículo y por día. Sin nuestra protección, indíquenos cómo están asegurados sus vehículos.',
  },
  decline: {
    en: 'I decline protection: my vehicles are covered otherwise',
    es: 'Rechazo la protección: mis vehículos tienen otra cobertura',
  },
  ownCover: {
    en: 'Declining our protection: upload a certificate of insurance on the booking’s page once the change is made. The vehicles go out once we have verified it.',
    es: 'Si rechaza nuestra protección, suba un certificado de seguro en la página de la reserva una vez hecho el cambio. Los vehículos salen cuando lo hayamos verificado.',
  },
  review: { en: 'Review the change', es: 'Revisar el cambio' },
  reviewing: { en: 'Pricing the change…', es: 'Cotizando el cambio…' },
  priceChanged: {
    en: 'The price changed since you reviewed the change. The new price is shown: confirm the change again to apply it.',
    es: 'El precio cambió desde que revisó el cambio. Se muestra el nuevo precio: confirme el cambio otra vez para aplicarlo.',
  },
  nothing: {
    en: 'Nothing is changed yet: change a date, a time or a vehicle first.',
    es: 'Todavía no hay cambios: primero cambie una fecha, una hora o un vehículo.',
  },
  previewHeading: { en: 'Your change', es: 'Su cambio' },
  choices: { en: 'Extras and protection', es: 'Extras y protección' },
  choicesHint: { en: 'Optional: open to change them.', es: 'Opcional: ábralo para cambiarlos.' },
  priceChanges: { en: 'What changes in the price', es: 'Qué cambia en el precio' },
  priceLine: { en: 'Charge', es: 'Cargo' },
  before: { en: 'Before', es: 'Antes' },
  after: { en: 'After', es: 'Después' },
  previousTotal: { en: 'Total before', es: 'Total anterior' },
  newTotal: { en: 'New total', es: 'Nuevo total' },
  adds: { en: 'The change adds {amount}', es: 'El cambio suma {amount}' },
  saves: { en: 'The change saves {amount}', es: 'El cambio le ahorra {amount}' },
  same: { en: 'The change leaves the total as it was', es: 'El cambio deja el total igual' },
  /** SPEC Part B §14: a change never lowers what cancelling costs. */
  feeFloor: {
    en: 'Canceling after this change costs at least {amount}: what canceling before it would cost now.',
    es: 'Cancelar después de este cambio cuesta al menos {amount}: lo que costaría ahora cancelar sin él.',
  },
  confirm: { en: 'Confirm the change', es: 'Confirmar el cambio' },
  confirming: { en: 'Changing the booking…', es: 'Cambiando la reserva…' },
  stale: {
    en: 'You changed the form after the review: review the change again before confirming it.',
    es: 'Cambió el formulario después de la revisión: revise el cambio de nuevo antes de confirmarlo.',
  },
  changed: {
    en: 'Your reservation is changed. A confirmation e-mail with the changes is on its way.',
    es: 'Su reserva se cambió. Le enviamos un correo electrónico de confirmación con los cambios.',
  },
});
