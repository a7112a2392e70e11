import { demoLocationCharges as demoTaxesAndFees } from '@convoy/domain/content/demo-location-charges';
import { fleetSeed } from '@convoy/domain/content/fleet';
import { policyClassCharges, rentalPolicy } from '@convoy/domain/content/rental-policy';
import { openPromoTerms } from '@convoy/domain/contracts/admin-pricing.schema';
import {
  type ClassCharges,
  type Extra,
  type IncidentalFee,
  type LocationCharge,
  locationChargeSchema,
  type PromoCode,
  type Protection,
  type Season,
} from '@convoy/domain/contracts/price-book.schema';

/**
 * The demo company's price book (SPEC Part B §13), seeded (seed/seed.ts) with the demo fleet so
 * a visitor and the tests can try the true total at once. Tax and fee rates are
 * plausible demo figures for each location's state, labelled as such: a real
 * company sets its own in the back office.
 */

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

/**
 * Incidental fees staff add at check-in or later (decision 032), at plausible
 * US prices. Late return and the refuelling service are not here: the return
 * computes them by the booked rules (return-charges.ts).
 */
export const demoFees: readonly IncidentalFee[] = [
  {
    id: 'cleaning',
    label: 'Cleaning',
    charge: 'per-occurrence',
    priceCents: 15_000,
    taxable: true,
    active: true,
  },
  {
    id: 'smoking',
    label: 'Smoking',
    charge: 'per-occurrence',
    priceCents: 25_000,
    taxable: true,
    active: true,
  },
  {
    id: 'pet-hair',
    label: 'Pet hair removal',
    charge: 'per-occurrence',
    priceCents: 10_000,
    taxable: true,
    active: true,
  },
  { id: 'lost-key', label: 'Lost key', charge: 'per-item', priceCents: 30_000, taxable: true, active: true },
  {
    id: 'missing-equipment',
    label: 'Missing equipment',
    charge: 'per-item',
    priceCents: 7_500,
    taxable: true,
    active: true,
  },
  {
    id: 'citation-admin',
    label: 'Citation admin fee',
    charge: 'per-occurrence',
    // The figures the rental terms print (decision 037): what is charged is what was disclosed.
    priceCents: rentalPolicy.fees.citationAdminCents,
    taxable: false,
    active: true,
  },
  // A toll notice's own admin fee (decision 037); the other kinds of notice take the citation admin fee.
  {
    id: 'toll-admin',
    label: 'Toll admin fee',
    charge: 'per-occurrence',
    priceCents: rentalPolicy.fees.tollAdminCents,
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
    ...openPromoTerms(),
  },
];

export const demoAdditionalDriverPerDayCents = rentalPolicy.additionalDriverPerDayCents;

/** Deposit, young-renter surcharge and mileage per class, from the rental policy (content/rental-policy.ts). */
export function demoClassCharges(classId: string): ClassCharges {
  const vehicle = fleetSeed.find((c) => c.id === classId);
  return policyClassCharges(vehicle ?? { category: 'minivan', requiresCdl: false, minAge: 25 });
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

/** Taxes and fees per demo location (content/demo-location-charges.ts), checked against the price book's schema. */
export const demoLocationCharges: readonly LocationCharge[] = demoTaxesAndFees.map((c) =>
  locationChargeSchema.parse(c),
);
