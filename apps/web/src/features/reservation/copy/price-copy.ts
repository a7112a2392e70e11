import { formatMoney } from '../../../lib/format';
import m from './price-copy.messages';

/** Words of a price and its breakdown (SPEC §9 steps, SPEC Part B §5). */
export const priceCopy = {
  total: m.total(),
  includesTaxes: m.includesTaxes(),
  forVehicles: (n: number) => m.forVehicles({ n }),
  details: m.details(),
  detailsFor: (name: string) => m.detailsFor({ name }),
  pricingMore: (n: number) => m.pricingMore({ n }),
  perVehicleTotal: (cents: number) => m.perVehicleTotal({ amount: formatMoney(cents) }),
  vehiclesHeading: m.vehiclesHeading(),
  forDays: (days: number) => m.forDays({ days }),
  forMonths: (months: number) => m.forMonths({ months }),
  perVehicle: (cents: number) => m.perVehicle({ amount: formatMoney(cents) }),
  effectiveDaily: (vehicles: number) => m.effectiveDaily({ vehicles }),
  effectiveDailyPerVehicle: m.effectiveDailyPerVehicle(),
  effectiveDailyAbout: m.effectiveDailyAbout(),
  // SPEC Part B §5: the vehicles' subtotal over the days for display.
  effectiveDailyHelp: m.effectiveDailyHelp(),
  weeklyApplied: (weeklyCents: number) => m.weeklyApplied({ amount: formatMoney(weeklyCents) }),
  lines: {
    weeks: (weeks: number, cents: number) => m.lineWeeks({ weeks, amount: formatMoney(cents) }),
    days: (days: number, cents: number) => m.lineDays({ days, amount: formatMoney(cents) }),
    months: (months: number, cents: number) => m.lineMonths({ months, amount: formatMoney(cents) }),
    partial: {
      'one-third': (hours: number) => m.oneThird({ hours }),
      'two-thirds': (hours: number) => m.twoThirds({ hours }),
      'full-day': (hours: number) => m.fullDay({ hours }),
    },
    freeHour: (hours: number) => m.freeHour({ hours }),
    unitSubtotal: m.unitSubtotal(),
    vehicles: (n: number) => m.lineVehicles({ n }),
  },
  breakdownHeading: m.breakdownHeading(),
  group: (quantity: number, name: string) => `${quantity} × ${name}`,
  // What is charged when depends on how it is paid: the payment section says it (decision 014).
  currencyNote: m.currencyNote(),
};
