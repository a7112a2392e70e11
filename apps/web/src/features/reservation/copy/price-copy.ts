import { formatMoney, plural } from '../../../lib/format';

/** Words of a price and its breakdown (SPEC §9 steps, SPEC Part B §5). */
export const priceCopy = {
  total: 'Total',
  includesTaxes: 'includes taxes and fees',
  forVehicles: (n: number) => (n === 1 ? '' : ` for ${plural(n, 'vehicle')}`),
  details: 'Price details',
  detailsFor: (name: string) => `Price details: ${name}`,
  pricingMore: (n: number) => `Working out the total for ${plural(n, 'vehicle')}…`,
  perVehicleTotal: (cents: number) => `${formatMoney(cents)} for one vehicle, taxes and fees included`,
  vehiclesHeading: 'How the vehicles’ price is reached',
  forDays: (days: number) => `for ${plural(days, 'day')}`,
  forMonths: (months: number) => `for ${plural(months, 'month')}`,
  perVehicle: (cents: number) => `${formatMoney(cents)} per vehicle`,
  effectiveDaily: (vehicles: number) =>
    vehicles > 1 ? `Effective daily rate, all ${vehicles} vehicles` : 'Effective daily rate',
  effectiveDailyPerVehicle: 'Effective daily rate, per vehicle',
  effectiveDailyAbout: 'About the effective daily rate',
  // SPEC Part B §5: the vehicles' subtotal over the days for display.
  effectiveDailyHelp:
    'The price of the vehicles (before protection, extras, fees and taxes) divided by the days of your rental, part days counting as a day. It lets you compare vehicles and rental lengths.',
  weeklyApplied: (weeklyCents: number) => `Weekly rate applied: ${formatMoney(weeklyCents)} a week`,
  lines: {
    weeks: (weeks: number, cents: number) => `${plural(weeks, 'week')} at ${formatMoney(cents)}`,
    days: (days: number, cents: number) => `${plural(days, 'day')} at ${formatMoney(cents)}`,
    months: (months: number, cents: number) => `${plural(months, 'month')} at ${formatMoney(cents)}`,
    partial: {
      'one-third': (hours: number) => `${plural(hours, 'extra hour')}: a third of a day`,
      'two-thirds': (hours: number) => `${plural(hours, 'extra hour')}: two thirds of a day`,
      'full-day': (hours: number) => `${plural(hours, 'extra hour')}: a full day`,
    },
    freeHour: (hours: number) => `${plural(hours, 'extra hour')}: free`,
    unitSubtotal: 'One vehicle',
    vehicles: (n: number) => `× ${plural(n, 'vehicle')}`,
  },
  breakdownHeading: 'Price breakdown',
  group: (quantity: number, name: string) => `${quantity} × ${name}`,
  // What is charged when depends on how it is paid: the payment section says it (decision 014).
  currencyNote: 'Prices in US dollars, with the location’s taxes and fees.',
};
