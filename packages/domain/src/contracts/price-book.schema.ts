import { z } from 'zod';
import { cancellationPolicySchema } from './cancellation.schema.ts';
import { localDateSchema, priceCentsSchema } from './common.schema.ts';

/**
 * The company's pricing configuration beyond the class rates (SPEC Part B §13):
 * seasons, blackout dates, extras, protection, taxes and fees per location and
 * promo codes. The back office edits it; rules/total-price.ts prices a trip from it.
 * Percentages are percent (6.25 is 6.25 %) with at most 4 decimals.
 */
const id = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.');
const label = z.string().trim().min(1).max(120);
const description = z.string().trim().max(500);
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(n * 10_000 - Math.round(n * 10_000)) < 1e-6, {
    message: 'Use at most 4 decimals.',
  });
const dateRange = {
  /** Local dates at the location, both included. */
  startDate: localDateSchema,
  endDate: localDateSchema,
};
const endNotBeforeStart = (r: { startDate: string; endDate: string }) => r.endDate >= r.startDate;
const rangeError = { message: 'The end date cannot be before the start date.', path: ['endDate'] };

/** The kinds of a priced line, in the order a breakdown lists them. */
export const priceLineKinds = [
  'base',
  'season',
  'surcharge',
  'protection',
  'extra',
  'mileage',
  'driver',
  'one_way',
  'delivery',
  'collection',
  'fee',
  'discount',
] as const;
export type PriceLineKind = (typeof priceLineKinds)[number];

/** Rates in force over a date range for one class, optionally at one location; the pickup date decides. */
export const seasonSchema = z
  .object({
    id,
    label,
    ...dateRange,
    classId: id,
    locationId: id.nullable(),
    dailyRateCents: priceCentsSchema,
    weeklyRateCents: priceCentsSchema,
    monthlyRateCents: priceCentsSchema,
    /** The shortest rental picked up in the season, in days (e.g. 3 over a holiday weekend). */
    minRentalDays: z.number().int().min(1).max(365).nullable(),
  })
  .refine(endNotBeforeStart, rangeError);
export type Season = z.infer<typeof seasonSchema>;

/** `pickup`: no pickup on those dates; `rental`: no rental may include them. */
export const blackoutScopes = ['pickup', 'rental'] as const;
export const blackoutSchema = z
  .object({
    id,
    /** Said to the renter: "Closed for Independence Day." */
    reason: label,
    ...dateRange,
    scope: z.enum(blackoutScopes),
    /** null: every class (or every location). */
    classId: id.nullable(),
    locationId: id.nullable(),
  })
  .refine(endNotBeforeStart, rangeError);
export type Blackout = z.infer<typeof blackoutSchema>;

export const extraCharges = ['per-day', 'per-rental'] as const;
export const extraSchema = z.object({
  id,
  label,
  description,
  charge: z.enum(extraCharges),
  priceCents: priceCentsSchema,
  /** The most one item costs over a rental (per-day items); null: no cap. */
  capCents: priceCentsSchema.nullable(),
  maxQuantity: z.number().int().min(1).max(50),
  /** A physical item with a stock per location, booked like vehicles (never oversold). */
  stocked: z.boolean(),
  taxable: z.boolean(),
  active: z.boolean(),
});
export type Extra = z.infer<typeof extraSchema>;

/** Per-day cover per vehicle (collision damage waiver, supplemental liability). */
export const protectionSchema = z.object({
  id,
  label,
  description,
  perDayCents: priceCentsSchema,
  taxable: z.boolean(),
  active: z.boolean(),
});
export type Protection = z.infer<typeof protectionSchema>;

/**
 * An incidental fee staff add to a booking at check-in or later (decision
 * 032): cleaning, smoking, lost key… Charged `per-occurrence` (a fixed amount
 * each time), `per-hour` (late return by the hour) or `per-item` (each missing
 * item); a `fee` line, taxed as the location's charges say for that kind when
 * `taxable`. An inactive fee stays on the bookings that have it.
 */
export const feeCharges = ['per-occurrence', 'per-hour', 'per-item'] as const;
export type FeeCharge = (typeof feeCharges)[number];
export const incidentalFeeSchema = z.object({
  id,
  label,
  charge: z.enum(feeCharges),
  /** Per occurrence, hour or item; bounded so a fee times its quantity stays exact. */
  priceCents: priceCentsSchema,
  taxable: z.boolean(),
  active: z.boolean(),
});
export type IncidentalFee = z.infer<typeof incidentalFeeSchema>;

/**
 * A tax or fee of a location. `percent`: a rate on the sum of the taxable lines
 * of the kinds it applies to, rounded half-up once (a sales tax, a rental
 * surcharge, an airport concession recovery fee). `per-day`: an amount per
 * vehicle per day, listed as a `fee` line (a vehicle licence recovery fee).
 */
export const chargeBases = ['percent', 'per-day'] as const;
export const locationChargeSchema = z
  .object({
    code: id,
    label,
    locationId: id,
    basis: z.enum(chargeBases),
    ratePercent: percent.nullable(),
    amountCents: priceCentsSchema.nullable(),
    /** Percent charges: the line kinds whose taxable lines make its base (a discount counts with the base). */
    appliesTo: z.array(z.enum(priceLineKinds)).max(priceLineKinds.length),
    /** Per-day fees: whether percent charges apply to the fee line. */
    taxable: z.boolean(),
    /**
     * A sales tax an organisation's verified exemption certificate for the
     * location's state waives (SPEC Part B §15); other taxes and fees are kept.
     */
    exemptible: z.boolean().default(false),
  })
  .refine((c) => (c.basis === 'percent' ? c.ratePercent !== null : c.amountCents !== null), {
    message: 'Give a rate for a percent charge, an amount for a per-day one.',
    path: ['ratePercent'],
  });
export type LocationCharge = z.infer<typeof locationChargeSchema>;

/**
 * A one-way route (decision 028): the classes that may be picked up at one
 * location and returned to another, the fee per vehicle (a `one_way` line,
 * coded `<from>><to>`, taxed as the pickup location's charges say for that
 * kind) and, optionally, a deposit of its own per vehicle and a cancellation
 * policy of its own, shaped like the company's, which a booking on the route
 * keeps as booked (null: the company's policy in force applies). A class on no
 * route goes round trip only.
 */
export const oneWayRouteSchema = z
  .object({
    fromLocationId: id,
    toLocationId: id,
    /** The fee line's words: "One-way fee, Baltimore to Chicago". */
    label,
    classIds: z.array(id).min(1).max(100),
    feeCents: priceCentsSchema,
    depositCents: priceCentsSchema.nullable(),
    /** Absent in routes stored before it: the company's policy. */
    cancellation: cancellationPolicySchema.nullable().default(null),
  })
  .refine((r) => r.fromLocationId !== r.toLocationId, {
    message: 'A one-way route returns to another location.',
    path: ['toLocationId'],
  });
export type OneWayRoute = z.infer<typeof oneWayRouteSchema>;
export const oneWayRoutesSchema = z.array(oneWayRouteSchema).max(2_000);

/** A five-digit ZIP code: the zones compare the first five digits of an address's code. */
const zip5 = z.string().regex(/^\d{5}$/, 'Enter a five-digit ZIP code.');

/**
 * A delivery zone of a location (decision 030): the ZIP codes it covers
 * (ranges, both ends included), the fee per vehicle to bring vehicles to an
 * address there (a `delivery` line) and to fetch them back (a `collection`
 * line), each taxed as the location's charges say for that kind, and the
 * minutes a vehicle is on the road each way, which hold the unit before the
 * pickup and after the return.
 */
export const deliveryZoneSchema = z.object({
  id,
  locationId: id,
  /** The lines' words: "Delivery, Baltimore" is made from "Baltimore". */
  label,
  postalCodes: z
    .array(
      z.object({ from: zip5, to: zip5 }).refine((r) => r.from <= r.to, 'The range ends before it starts.'),
    )
    .min(1)
    .max(200),
  deliveryFeeCents: priceCentsSchema,
  collectionFeeCents: priceCentsSchema,
  travelMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});
export type DeliveryZone = z.infer<typeof deliveryZoneSchema>;
export const deliveryZonesSchema = z.array(deliveryZoneSchema).max(2_000);

export const promoKinds = ['percent', 'amount'] as const;
export const promoCodeTextSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/, 'A promo code has letters, digits and dashes only.')
  .transform((s) => s.toUpperCase());

/** `percent` takes `percentOff` off, `amount` takes `amountOffCents` off; the other one stays null. */
export const promoCodeSchema = z
  .object({
    code: promoCodeTextSchema,
    label,
    kind: z.enum(promoKinds),
    percentOff: percent.nullable(),
    amountOffCents: priceCentsSchema.nullable(),
    /** Pickup dates the code is valid for, both included; null: open-ended. */
    validFrom: localDateSchema.nullable(),
    validTo: localDateSchema.nullable(),
    /** Classes it applies to; empty: every class. */
    classIds: z.array(id).max(100),
    minDays: z.number().int().min(1).max(365).nullable(),
    /** Bookings that may use it in total; null: no limit. */
    usageLimit: z.number().int().min(1).max(1_000_000).nullable(),
    active: z.boolean(),
  })
  .refine((p) => (p.kind === 'percent') === (p.percentOff !== null), {
    message: 'Give a percent off for a percent-off code, none for an amount-off one.',
    path: ['percentOff'],
  })
  .refine((p) => (p.kind === 'amount') === (p.amountOffCents !== null), {
    message: 'Give an amount off for an amount-off code, none for a percent-off one.',
    path: ['amountOffCents'],
  })
  .refine((p) => p.validFrom === null || p.validTo === null || p.validTo >= p.validFrom, {
    message: 'The last pickup date cannot be before the first.',
    path: ['validTo'],
  });
export type PromoCode = z.infer<typeof promoCodeSchema>;

/** What a class adds to its rates: deposit, young-renter surcharge, mileage. */
export const classChargesSchema = z.object({
  depositCents: priceCentsSchema,
  /** Per vehicle per day when the renter is under 25 and the class admits them. */
  youngRenterPerDayCents: priceCentsSchema,
  /** Miles included per vehicle per day; null: unlimited. */
  mileageAllowancePerDay: z.number().int().min(1).max(10_000).nullable(),
  excessMileCents: priceCentsSchema,
});
export type ClassCharges = z.infer<typeof classChargesSchema>;

/** GET /api/extras?locationId=: what can be added at a location, with its price and stock. */
export const extrasQuerySchema = z.object({
  locationId: z
    .string({ error: 'Choose a pickup location.' })
    .trim()
    .min(1, 'Choose a pickup location.')
    .max(64, 'Choose one of our pickup locations.'),
});
export const offeredExtraSchema = extraSchema.omit({ active: true }).extend({
  /** Units at the location for a stocked item (before bookings); null: not limited. */
  stock: z.number().int().min(0).max(100_000).nullable(),
});
export type OfferedExtra = z.infer<typeof offeredExtraSchema>;
export const extrasResponseSchema = z.object({ extras: z.array(offeredExtraSchema).max(100) });
export type ExtrasResponse = z.infer<typeof extrasResponseSchema>;

/** GET /api/protection: the cover a renter may add per vehicle. */
export const offeredProtectionSchema = protectionSchema.omit({ active: true });
export const protectionResponseSchema = z.object({ protection: z.array(offeredProtectionSchema).max(50) });
export type ProtectionResponse = z.infer<typeof protectionResponseSchema>;

/**
 * What the renter chooses beside the trip (POST /api/availability and
 * /api/reservations): extras with quantities, protection per vehicle, a promo
 * code, an estimated distance (miles, for the excess mileage estimate) and
 * additional drivers. Ids are checked against the price book by the server.
 */
export const priceChoicesFields = {
  extras: z
    .array(
      z.object({
        id,
        quantity: z
          .number({ error: 'Choose how many.' })
          .int('Choose a whole number.')
          .min(1, 'Choose at least one.')
          .max(50, 'Choose at most 50.'),
      }),
    )
    .max(20)
    .optional(),
  protection: z.array(id).max(10).optional(),
  promoCode: promoCodeTextSchema.optional(),
  estimatedMiles: z
    .number({ error: 'Enter the distance in whole miles.' })
    .int('Enter the distance in whole miles.')
    .min(0, 'Enter a distance of 0 miles or more.')
    .max(100_000, 'Enter a distance up to 100,000 miles.')
    .optional(),
  additionalDrivers: z
    .number({ error: 'Enter how many additional drivers.' })
    .int('Enter a whole number of drivers.')
    .min(0, 'Enter 0 or more additional drivers.')
    .max(20, 'Enter at most 20 additional drivers.')
    .optional(),
};
export type PriceChoices = z.output<z.ZodObject<typeof priceChoicesFields>>;
