import { defineMessages } from '../../../lib/messages';

/** Words of a price and its breakdown (price-copy.ts), decision 048: every message in both languages. */
export default defineMessages({
  total: { en: 'Total', es: 'Total' },
  includesTaxes: { en: 'includes taxes and fees', es: 'incluye impuestos y cargos' },
  /** After "for 3 days": nothing for one vehicle. */
  forVehicles: {
    en: '{n, plural, =1 {} other { for # vehicles}}',
    es: '{n, plural, =1 {} other { para # vehículos}}',
  },
  details: { en: 'Price details', es: 'Detalles del precio' },
  detailsFor: { en: 'Price details: {name}', es: 'Detalles del precio: {name}' },
  pricingMore: {
    en: 'Working out the total for {n, plural, one {# vehicle} other {# vehicles}}…',
    es: 'Calculando el total para {n, plural, one {# vehículo} other {# vehículos}}…',
  },
  perVehicleTotal: {
    en: '{amount} for one vehicle, taxes and fees included',
    es: '{amount} por un vehículo, impuestos y cargos incluidos',
  },
  vehiclesHeading: {
    en: 'How the vehicles’ price is reached',
    es: 'Cómo se calcula el precio de los vehículos',
  },
  forDays: {
    en: 'for {days, plural, one {# day} other {# days}}',
    es: 'por {days, plural, one {# día} other {# días}}',
  },
  forMonths: {
    en: 'for {months, plural, one {# month} other {# months}}',
    es: 'por {months, plural, one {# mes} other {# meses}}',
  },
  perVehicle: { en: '{amount} per vehicle', es: '{amount} por vehículo' },
  effectiveDaily: {
    en: '{vehicles, plural, =0 {Effective daily rate} =1 {Effective daily rate} other {Effective daily rate, all # vehicles}}',
    es: '{vehicles, plural, =0 {Tarifa diaria efectiva} =1 {Tarifa diaria efectiva} other {Tarifa diaria efectiva, los # vehículos}}',
  },
  effectiveDailyPerVehicle: {
    en: 'Effective daily rate, per vehicle',
    es: 'Tarifa diaria efectiva, por vehículo',
  },
  effectiveDailyAbout: { en: 'About the effective daily rate', es: 'Acerca de la tarifa diaria efectiva' },
  effectiveDailyHelp: {
    en: 'The price of the vehicles (before protection, extras, fees and taxes) divided by the days of your rental, part days counting as a day. It lets you compare vehicles and rental lengths.',
    es: 'El precio de los vehículos (antes de protección, extras, cargos e impuestos) dividido entre los días de su alquiler; un día incompleto cuenta como un día. Le permite comparar vehículos y duraciones de alquiler.',
  },
  weeklyApplied: {
    en: 'Weekly rate applied: {amount} a week',
    es: 'Tarifa semanal aplicada: {amount} por semana',
  },
  lineWeeks: {
    en: '{weeks, plural, one {# week} other {# weeks}} at {amount}',
    es: '{weeks, plural, one {# semana} other {# semanas}} a {amount}',
  },
  lineDays: {
    en: '{days, plural, one {# day} other {# days}} at {amount}',
    es: '{days, plural, one {# día} other {# días}} a {amount}',
  },
  lineMonths: {
    en: '{months, plural, one {# month} other {# months}} at {amount}',
    es: '{months, plural, one {# mes} other {# meses}} a {amount}',
  },
  // Hours after the last full day, to two decimals (1.5 extra hours).
  oneThird: {
    en: '{hours, plural, one {# extra hour} other {# extra hours}}: a third of a day',
    es: '{hours, plural, one {# hora extra} other {# horas extra}}: un tercio de día',
  },
  twoThirds: {
    en: '{hours, plural, one {# extra hour} other {# extra hours}}: two thirds of a day',
    es: '{hours, plural, one {# hora extra} other {# horas extra}}: dos tercios de día',
  },
  fullDay: {
    en: '{hours, plural, one {# extra hour} other {# extra hours}}: a full day',
    es: '{hours, plural, one {# hora extra} other {# horas extra}}: un día completo',
  },
  freeHour: {
    en: '{hours, plural, one {# extra hour} other {# extra hours}}: free',
    es: '{hours, plural, one {# hora extra} other {# horas extra}}: gratis',
  },
  unitSubtotal: { en: 'One vehicle', es: 'Un vehículo' },
  lineVehicles: {
    en: '× {n, plural, one {# vehicle} other {# vehicles}}',
    es: '× {n, plural, one {# vehículo} other {# vehículos}}',
  },
  breakdownHeading: { en: 'Price breakdown', es: 'Desglose del precio' },
  currencyNote: {
    en: 'Prices in US dollars, with the location’s taxes and fees.',
    es: 'Precios en dólares estadounidenses, con los impuestos y cargos de la sucursal.',
  },
});
