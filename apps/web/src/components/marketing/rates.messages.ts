import { defineMessages } from '../../lib/messages';

/**
 * A class's rates and what they include, on vehicle and audience pages (decision 048: every message
 * in both languages). Amounts and counts come formatted.
 */
export default defineMessages({
  from: { en: 'From', es: 'Desde' },
  perDay: { en: '{price}/day', es: '{price}/día' },
  perWeek: { en: '{price}/week', es: '{price}/semana' },
  perMonth: { en: '{price}/month', es: '{price}/mes' },
  unlimitedMiles: {
    en: 'Unlimited miles on daily and weekly rentals; monthly rentals include {monthly} miles a month, then {extra} a mile.',
    es: 'Millas ilimitadas en alquileres diarios y semanales; los alquileres mensuales incluyen {monthly} millas al mes y luego {extra} por milla.',
  },
  dailyMiles: {
    en: '{daily} miles per rental day included on daily and weekly rentals, {monthly} a month on monthly rentals; extra miles {extra} each.',
    es: '{daily} millas por día de alquiler incluidas en alquileres diarios y semanales, {monthly} al mes en alquileres mensuales; cada milla adicional, {extra}.',
  },
  deposit: {
    en: 'A refundable deposit of {amount} per vehicle is held at pickup.',
    es: 'En la recogida se retiene un depósito reembolsable de {amount} por vehículo.',
  },
  weeklyFrom: {
    en: 'Weekly rates apply from 7 full days.',
    es: 'Las tarifas semanales se aplican a partir de 7 días completos.',
  },
  beforeTaxes: {
    en: 'Rates are before the location’s taxes and fees; the total for your dates, with them, shows before you book.',
    es: 'Las tarifas no incluyen los impuestos y cargos de la sucursal; el total para sus fechas, con ellos, aparece antes de reservar.',
  },
});
