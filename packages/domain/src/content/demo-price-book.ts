import type {
  ClassCharges,
  Extra,
  LocationCharge,
  PriceLineKind,
  PromoCode,
  Protection,
  Season,
} from '../contracts/price-book.schema.ts';
import { publicCharge, type RentalCharges } from '../contracts/rental-charges.schema.ts';
import { fleetSeed } from './fleet.ts';
import { locationSeed } from './locations.ts';
import { policyTier, rentalPolicy } from './rental-policy.ts';

/**
 * The demo company's price book (SPEC Part B §13), seeded (db/seed.ts) with the demo fleet so
 * a visitor and the tests can try the true total at once. Tax and fee rates are
 * plausible demo figures for each location's state, labelled as such: a real
 * company sets its own in the back office.
 */

/** Every line a sales tax applies to. */
const allCharges: PriceLineKind[] = ['base', 'season', 'surcharge', 'protection', 'extra', 'driver', 'fee'];
/** The vehicles' time charges: what rental surcharges and airport fees apply to. */
const vehicleCharges: PriceLineKind[] = ['base', 'season', 'surcharge'];

export const demoExtras: readonly Extra[] = [
  {
    id: 'luggage-trailer',
    label: 'Luggage trailer',
    description: 'A 5 × 8 ft enclosed trailer for a group’s bags; hitch included on vans and buses.',
    charge: 'per-rental',
    priceCents: 9_900,
    capCents: null,
    maxQuantity: 3,
    stocked: true,
    taxable: true,
    active: true,
  },
  {
    id: 'gps',
    label: 'GPS navigator',
    description: 'A dashboard GPS with current maps, per day, at most 5 days charged.',
    charge: 'per-day',
    priceCents: 1_499,
    capCents: 7_495,
    maxQuantity: 5,
    stocked: false,
    taxable: true,
    active: true,
  },
  {
    id: 'child-seat',
    label: 'Child seat',
    description: 'A forward-facing or booster seat, per day, at most 5 days charged.',
    charge: 'per-day',
    priceCents: 1_300,
    capCents: 6_500,
    maxQuantity: 6,
    stocked: false,
    taxable: true,
    active: true,
  },
  {
    id: 'toll-pass',
    label: 'Toll pass',
    description: 'Electronic tolls without stopping; tolls themselves are billed after the rental.',
    charge: 'per-day',
    priceCents: 595,
    capCents: 2_975,
    maxQuantity: 5,
    stocked: false,
    taxable: true,
    active: true,
  },
  {
    id: 'extra-cleaning',
    label: 'Extra cleaning',
    description: 'Return the vehicle as it is after a camp or a muddy job site; we clean it.',
    charge: 'per-rental',
    priceCents: 7_500,
    capCents: null,
    maxQuantity: 5,
    stocked: false,
    taxable: true,
    active: true,
  },
  {
    id: 'site-delivery',
    label: 'Delivery to your site',
    description: 'We bring the vehicles to your address within 25 miles of the location and collect them.',
    charge: 'per-rental',
    priceCents: 15_000,
    capCents: null,
    maxQuantity: 1,
    stocked: false,
    taxable: true,
    active: true,
  },
];

/** Units of each stocked extra at every demo location. */
export const demoExtraStock = 3;

export const demoProtection: readonly Protection[] = [
  {
    id: 'cdw',
    label: 'Collision damage waiver',
    description: 'You pay nothing for damage to or loss of the vehicle, per vehicle per day.',
    perDayCents: 2_999,
    taxable: false,
    active: true,
  },
  {
    id: 'sli',
    label: 'Supplemental liability',
    description: 'Third-party liability cover up to $1,000,000 above the state minimum, per vehicle per day.',
    perDayCents: 1_699,
    taxable: false,
    active: true,
  },
];

export const demoPromoCodes: readonly PromoCode[] = [
  {
    code: 'GROUP10',
    label: 'Group discount 10 %',
    kind: 'percent',
    percentOff: 10,
    amountOffCents: null,
    validFrom: null,
    validTo: null,
    classIds: [],
    minDays: null,
    usageLimit: null,
    active: true,
  },
];

export const demoAdditionalDriverPerDayCents = 1_200;

/**
 * Deposit, young-renter surcharge and mileage per class, from the rental policy
 * the guidelines, terms and vehicle pages quote (content/rental-policy.ts): 150
 * mi/day on vans and buses, 200 on trucks, unlimited on cars.
 */
export function demoClassCharges(classId: string): ClassCharges {
  const vehicle = fleetSeed.find((c) => c.id === classId);
  const tier = vehicle ? policyTier(vehicle) : 'car';
  return {
    depositCents: rentalPolicy.depositCents[tier],
    youngRenterPerDayCents: (vehicle?.minAge ?? 25) < 25 ? 2_500 : 0,
    mileageAllowancePerDay: rentalPolicy.dailyMileAllowance[tier],
    excessMileCents: rentalPolicy.excessMileCents[tier],
  };
}

/** A summer season for the busiest classes: June to August of the coming summer, 15 % over the usual rates. */
export function demoSeasons(today: string): Season[] {
  const year = Number(today.slice(0, 4)) + (today.slice(5) > '08-31' ? 1 : 0);
  return ['12-passenger-van', '15-passenger-van', 'minivan'].flatMap((classId) => {
    const vehicle = fleetSeed.find((c) => c.id === classId);
    if (!vehicle) return [];
    const up = (cents: number) => Math.round((cents * 115) / 100);
    return [
      {
        id: `summer-${year}-${classId}`,
        label: `Summer ${year}`,
        startDate: `${year}-06-01`,
        endDate: `${year}-08-31`,
        classId,
        locationId: null,
        dailyRateCents: up(vehicle.dailyRateCents),
        weeklyRateCents: up(vehicle.weeklyRateCents),
        monthlyRateCents: up(vehicle.monthlyRateCents),
        minRentalDays: null,
      },
    ];
  });
}

function percent(
  locationId: string,
  code: string,
  label: string,
  ratePercent: number,
  appliesTo: PriceLineKind[],
): LocationCharge {
  return {
    code,
    label,
    locationId,
    basis: 'percent',
    ratePercent,
    amountCents: null,
    appliesTo,
    taxable: false,
  };
}
function perDay(locationId: string, code: string, label: string, amountCents: number): LocationCharge {
  return {
    code,
    label,
    locationId,
    basis: 'per-day',
    ratePercent: null,
    amountCents,
    appliesTo: [],
    taxable: true,
  };
}

/** Taxes and fees per demo location (GA, MD, IL, CO, CA, AZ): demo rates. */
export const demoLocationCharges: readonly LocationCharge[] = [
  percent('atlanta', 'sales-tax', 'Georgia sales tax (demo rate)', 8.9, allCharges),
  percent('atlanta', 'rental-excise', 'Georgia rental excise tax (demo rate)', 3, vehicleCharges),
  percent('atlanta', 'airport-concession', 'Airport concession recovery fee (demo rate)', 11.11, [
    ...vehicleCharges,
    'extra',
  ]),
  perDay('atlanta', 'vehicle-licence', 'Vehicle licence recovery fee (demo rate)', 175),
  percent('baltimore', 'sales-tax', 'Maryland sales tax (demo rate)', 6, [
    'protection',
    'extra',
    'driver',
    'fee',
  ]),
  percent('baltimore', 'rental-tax', 'Maryland rental vehicle tax (demo rate)', 11.5, vehicleCharges),
  perDay('baltimore', 'vehicle-licence', 'Vehicle licence recovery fee (demo rate)', 99),
  percent('chicago', 'sales-tax', 'Illinois sales tax (demo rate)', 10.25, allCharges),
  percent('chicago', 'rental-tax', 'Illinois rental occupation tax (demo rate)', 5, vehicleCharges),
  perDay('chicago', 'rental-surcharge', 'Chicago rental surcharge (demo rate)', 275),
  percent('denver', 'sales-tax', 'Colorado sales tax (demo rate)', 8.81, allCharges),
  perDay('denver', 'road-safety', 'Colorado road safety fee (demo rate)', 200),
  percent('los-angeles', 'sales-tax', 'California sales tax (demo rate)', 9.5, allCharges),
  percent('los-angeles', 'tourism', 'California tourism assessment (demo rate)', 3.5, vehicleCharges),
  perDay('los-angeles', 'vehicle-licence', 'Vehicle licence recovery fee (demo rate)', 150),
  percent('phoenix', 'sales-tax', 'Arizona sales tax (demo rate)', 8.6, allCharges),
  percent('phoenix', 'stadium-surcharge', 'Phoenix rental surcharge (demo rate)', 3.25, vehicleCharges),
  percent('phoenix', 'airport-concession', 'Airport concession recovery fee (demo rate)', 11.11, [
    ...vehicleCharges,
    'extra',
  ]),
  perDay('phoenix', 'vehicle-licence', 'Vehicle licence recovery fee (demo rate)', 110),
];

/**
 * The demo price book's figures as GET /api/rental-charges answers them on a
 * freshly seeded database: what the prerendered pages print before they ask the API.
 */
export function demoRentalCharges(): RentalCharges {
  return {
    classes: fleetSeed.map((v) => ({ classId: v.id, ...demoClassCharges(v.id) })),
    additionalDriverPerDayCents: demoAdditionalDriverPerDayCents,
    locations: locationSeed.map((l) => ({
      locationId: l.id,
      charges: demoLocationCharges.filter((c) => c.locationId === l.id).map(publicCharge),
    })),
  };
}
