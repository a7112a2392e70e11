import { formatMoney, plural } from '../../../lib/format';

/** Words of a price and its breakdown (SPEC §9 steps, SPEC Part B §5). */
export const priceCopy = {
  total: 'Total',
  forDays: (days: number) => `for ${plural(days, 'day')}`,
  forMonths: (months: number) => `for ${plural(months, 'month')}`,
  perVehicle: (cents: number) => `${formatMoney(cents)} per vehicle`,
  effectiveDaily: 'Effective daily rate',
  effectiveDailyAbout: 'About the effective daily rate',
  effectiveDailyHelp:
    'The total divided by the days of your rental (part days count as a day). It lets you compare vehicles and rental lengths.',
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
  currencyNote:
    'Prices in US dollars, before sales and rental taxes. Nothing is charged when you book: we hold a deposit at pickup and charge the rental at return.',
};
