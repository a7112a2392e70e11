/**
 * Taxes and fees of the demo locations (GA, MD, IL, CO, CA, AZ): plausible demo
 * rates, labelled as such, seeded into the price book (apps/api/src/pricing/demo-price-book.ts)
 * and printed by the rental guidelines before they ask the API for the stored ones.
 * A real company sets its own in the back office.
 */

/** A tax or fee of a location: a percent of the lines it applies to, or an amount per vehicle per day. */
export interface DemoLocationCharge {
  code: string;
  label: string;
  locationId: string;
  basis: 'percent' | 'per-day';
  ratePercent: number | null;
  amountCents: number | null;
  /** Percent charges: the kinds of priced lines they apply to (the price book's line kinds). */
  appliesTo: readonly string[];
  /** Per-day fees: whether percent charges apply to the fee itself. */
  taxable: boolean;
  /** A state sales tax: waived for an organisation with a verified exemption certificate of the state. */
  exemptible: boolean;
}

/** Every line a sales tax applies to. */
const allCharges = [
  'base',
  'season',
  'surcharge',
  'protection',
  'extra',
  'driver',
  'one_way',
  'delivery',
  'collection',
  'fee',
];
/** The vehicles' time charges: what rental surcharges and airport fees apply to. */
const vehicleCharges = ['base', 'season', 'surcharge'];

function percent(
  locationId: string,
  code: string,
  label: string,
  ratePercent: number,
  appliesTo: readonly string[],
): DemoLocationCharge {
  return {
    code,
    label,
    locationId,
    basis: 'percent',
    ratePercent,
    amountCents: null,
    appliesTo,
    taxable: false,
    exemptible: code === 'sales-tax',
  };
}
function perDay(locationId: string, code: string, label: string, amountCents: number): DemoLocationCharge {
  return {
    code,
    label,
    locationId,
    basis: 'per-day',
    ratePercent: null,
    amountCents,
    appliesTo: [],
    taxable: true,
    exemptible: false,
  };
}

/** Taxes and fees per demo location (GA, MD, IL, CO, CA, AZ): demo rates. */
export const demoLocationCharges: readonly DemoLocationCharge[] = [
  percent('atlanta', 'sales-tax', 'Georgia sales tax (demo rate)', 8.9, allCharges),
  percent('atlanta', 'rental-excise', 'Georgia rental excise tax (demo rate)', 3, vehicleCharges),
  percent('atlanta', 'airport-concession', 'Airport concession recovery fee (demo rate)', 11.11, [
    ...vehicleCharges,
    'extra',
  ]),
  perDay('atlanta', 'vehicle-licence', 'Vehicle license recovery fee (demo rate)', 175),
  percent('baltimore', 'sales-tax', 'Maryland sales tax (demo rate)', 6, [
    'protection',
    'extra',
    'driver',
    'one_way',
    'delivery',
    'collection',
    'fee',
  ]),
  percent('baltimore', 'rental-tax', 'Maryland rental vehicle tax (demo rate)', 11.5, vehicleCharges),
  perDay('baltimore', 'vehicle-licence', 'Vehicle license recovery fee (demo rate)', 99),
  percent('chicago', 'sales-tax', 'Illinois sales tax (demo rate)', 10.25, allCharges),
  percent('chicago', 'rental-tax', 'Illinois rental occupation tax (demo rate)', 5, vehicleCharges),
  perDay('chicago', 'rental-surcharge', 'Chicago rental surcharge (demo rate)', 275),
  percent('denver', 'sales-tax', 'Colorado sales tax (demo rate)', 8.81, allCharges),
  perDay('denver', 'road-safety', 'Colorado road safety fee (demo rate)', 200),
  percent('los-angeles', 'sales-tax', 'California sales tax (demo rate)', 9.5, allCharges),
  percent('los-angeles', 'tourism', 'California tourism assessment (demo rate)', 3.5, vehicleCharges),
  perDay('los-angeles', 'vehicle-licence', 'Vehicle license recovery fee (demo rate)', 150),
  percent('phoenix', 'sales-tax', 'Arizona sales tax (demo rate)', 8.6, allCharges),
  percent('phoenix', 'stadium-surcharge', 'Phoenix rental surcharge (demo rate)', 3.25, vehicleCharges),
  percent('phoenix', 'airport-concession', 'Airport concession recovery fee (demo rate)', 11.11, [
    ...vehicleCharges,
    'extra',
  ]),
  perDay('phoenix', 'vehicle-licence', 'Vehicle license recovery fee (demo rate)', 110),
];
