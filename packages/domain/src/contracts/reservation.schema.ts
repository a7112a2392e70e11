import { z } from 'zod';
import { locales } from '../content/locale.ts';
import { attributionEnvelopeSchema } from './attribution.schema.ts';
import {
  centsSchema,
  emailSchema,
  formGuardFields,
  isoInstantSchema,
  slugIdSchema,
  timezoneSchema,
  whenObject,
} from './common.schema.ts';
import { contactDetailsSchema, reservationContactSchema } from './contact.schema.ts';
import { driverSchema, driversFieldSchema, maxDrivers } from './driver.schema.ts';
import { reservationInsuranceSchema } from './insurance.schema.ts';
import { bookingPaymentFields, reservationPaymentSchema } from './payment.schema.ts';
import { priceChoicesFields } from './price-book.schema.ts';
import { pricedReservationSchema } from './pricing-breakdown.schema.ts';
import { splitPayersFieldSchema } from './split-payment.schema.ts';
import { tripFields, withTripRules } from './trip.schema.ts';

/**
 * Booking, looking up and cancelling a reservation. The request has
 * no price field: the server recomputes availability and price, and any price a
 * client adds is stripped as an unknown key.
 */
export const maxReservationQuantity = 10;
const quantityMessage = `Choose from 1 to ${maxReservationQuantity} vehicles.`;

/**
 * Short, human-readable and unguessable, e.g. CNV-7K3M9Q: a prefix, a dash and
 * 6–10 characters from an alphabet without look-alikes (no 0/O, 1/I/L, U).
 * Accepted as people type it from an e-mail or a phone call: in any case, with
 * spaces, without its dash (CNV7K3M9Q) or without its prefix (7k3m9q is a
 * booking's CNV-7K3M9Q); stored upper-case with both.
 */
export const reservationCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const codeMessage = 'Enter your confirmation code, like CNV-7K3M9Q.';
/** The six characters a booking's code carries after its prefix (apps/api/src/short-code.ts). */
const bookingCodeBody = /^[2-9A-HJKMNP-TV-Z]{6}$/;
const bookingCodeUndashed = /^CNV([2-9A-HJKMNP-TV-Z]{6})$/;

/** A code as typed, in the stored form where it can be told: upper-case, no spaces, the booking prefix and dash added. */
export function normalizeReservationCode(typed: string): string {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  if (bookingCodeBody.test(code)) return `CNV-${code}`;
  return code.replace(bookingCodeUndashed, 'CNV-$1');
}

export const reservationCodeSchema = z
  .string({ error: codeMessage })
  .overwrite(normalizeReservationCode)
  .max(16, codeMessage)
  .regex(/^[A-Z]{2,4}-[2-9A-HJKMNP-TV-Z]{6,10}$/, codeMessage);

const ownCoverMessage =
  'Without our protection, tell us how your vehicles are covered (your insurer and policy, or your organization’s cover).';
export const ownCoverStatementSchema = z
  .string({ error: ownCoverMessage })
  .trim()
  .min(10, ownCoverMessage)
  .max(500, 'Keep the statement of your cover to 500 characters.');

/**
 * The vehicles booked: `lines`, one per class with how many, booked all or
 * nothing under one code (a convoy: two 15 passenger vans and a cargo van);
 * or, as before lines, one class as `vehicleId` and `quantity` (default 1).
 * One form or the other, a class once.
 */
export const maxReservationLines = 8;
export const maxReservationVehicles = 20;

const lineQuantity = z
  .number({ error: quantityMessage })
  .int(quantityMessage)
  .min(1, quantityMessage)
  .max(maxReservationQuantity, quantityMessage);

export const reservationLineSchema = z.object({
  vehicleId: slugIdSchema('Choose a vehicle.'),
  quantity: lineQuantity,
});
export type ReservationLineInput = z.infer<typeof reservationLineSchema>;

const bookedVehicleFields = {
  vehicleId: slugIdSchema('Choose a vehicle.').optional(),
  quantity: lineQuantity.optional(),
  lines: z
    .array(reservationLineSchema, { error: 'Choose the vehicles as a list of lines.' })
    .min(1, 'Choose at least one vehicle.')
    .max(maxReservationLines, `Choose at most ${maxReservationLines} kinds of vehicle in one reservation.`)
    .optional(),
};

/** One form of the vehicles or the other, each class once, at most maxReservationVehicles in all. */
function checkLines(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  const { vehicleId, quantity, lines } = value;
  if (lines === undefined) {
    if (vehicleId === undefined && !ctx.issues.some((i) => i.path?.[0] === 'vehicleId'))
      ctx.addIssue({ code: 'custom', path: ['vehicleId'], message: 'Choose a vehicle.' });
    return;
  }
  if (vehicleId !== undefined || quantity !== undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: 'Send the vehicles either as lines or as vehicleId and quantity, not both.',
    });
  }
  checkLineList(lines, ctx);
}

/** A list of lines (a booking's or a change's): each class once, at most maxReservationVehicles in all. */
export function checkLineList(lines: unknown, ctx: z.core.$RefinementCtx): void {
  if (!Array.isArray(lines)) return;
  const seen = new Set<unknown>();
  let vehicles = 0;
  for (const [i, l] of lines.entries()) {
    const line = l as { vehicleId?: unknown; quantity?: unknown } | null;
    if (typeof line?.quantity === 'number') vehicles += line.quantity;
    if (line?.vehicleId === undefined) continue;
    if (seen.has(line.vehicleId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['lines', i, 'vehicleId'],
        message: 'Choose each kind of vehicle once, with how many you need.',
      });
    }
    seen.add(line.vehicleId);
  }
  if (vehicles > maxReservationVehicles) {
    ctx.addIssue({
      code: 'custom',
      path: ['lines'],
      message: `One reservation holds at most ${maxReservationVehicles} vehicles; for more, request a quote.`,
    });
  }
}

/** The lines of a valid request, whichever form it used. */
export function reservationLinesOf(value: {
  vehicleId?: string | undefined;
  quantity?: number | undefined;
  lines?: readonly ReservationLineInput[] | undefined;
}): ReservationLineInput[] {
  if (value.lines) return value.lines.map((l) => ({ vehicleId: l.vehicleId, quantity: l.quantity }));
  return [{ vehicleId: value.vehicleId ?? '', quantity: value.quantity ?? 1 }];
}

/**
 * POST /api/reservations/price: what a booking of these vehicles with these
 * choices would cost, priced exactly as the booking will be (the confirm step's
 * live total). Answers `{ pricingBreakdown }`; books and holds nothing.
 */
export const reservationPriceSchema = withTripRules(
  tripFields.extend({ ...bookedVehicleFields, ...priceChoicesFields, ...bookingPaymentFields }),
).superRefine((value, ctx) => checkLines(value as Record<string, unknown>, ctx), whenObject);
export type ReservationPriceInput = z.input<typeof reservationPriceSchema>;

export const reservationCreateSchema = withTripRules(
  tripFields.extend({
    ...bookedVehicleFields,
    contact: reservationContactSchema,
    attribution: attributionEnvelopeSchema.optional(),
    ...priceChoicesFields,
    ownCoverStatement: ownCoverStatementSchema.optional(),
    /** Named at booking or later from the manage page; each vehicle needs one before pickup. */
    drivers: driversFieldSchema.optional(),
    /** How it is paid, a purchase order number, and the organisation it is booked for. */
    ...bookingPaymentFields,
    /** The group's members who pay a share (decision 045): their links go out once the booking is confirmed. */
    payers: splitPayersFieldSchema.optional(),
    /** The language of the site the renter booked on (decision 048); English when absent. */
    locale: z.enum(locales).optional(),
    /**
     * The total the renter was shown as they booked (SPEC Part B §13: the price shown is the price paid). When
     * the booking would now cost another total (a rate changed meanwhile, the total on screen was still
     * being updated), it is refused with 409 `price_changed` and nothing is booked.
     */
    shownTotalCents: centsSchema.optional(),
    ...formGuardFields,
  }),
).superRefine((value, ctx) => checkLines(value as Record<string, unknown>, ctx), whenObject);
export type ReservationCreateRequest = z.infer<typeof reservationCreateSchema>;
export type ReservationCreateInput = z.input<typeof reservationCreateSchema>;

/**
 * The Idempotency-Key header POST /api/reservations requires: a retry with the
 * same key and body gets the original answer. A UUID is typical.
 */
export const idempotencyKeySchema = z
  .string({ error: 'Send an Idempotency-Key header.' })
  .trim()
  .min(8, 'The Idempotency-Key header must be 8 to 128 characters.')
  .max(128, 'The Idempotency-Key header must be 8 to 128 characters.')
  .regex(/^[\x21-\x7e]+$/, 'The Idempotency-Key header must be printable ASCII without spaces.');

/**
 * `pending_payment`: booked with a card payment the company's setting
 * requires, its vehicles held until `payment.payBy`; `confirmed` once paid (or
 * when nothing is collected online); `expired` when the payment never came and
 * the vehicles were released; `cancelled` by the renter or staff.
 */
export const reservationStatuses = ['pending_payment', 'confirmed', 'cancelled', 'expired'] as const;
export type ReservationStatus = (typeof reservationStatuses)[number];

/** One way of a delivery or collection as a reservation answers it (decision 030). */
export const reservationLegSchema = z.object({
  at: isoInstantSchema,
  area: z.string().max(200).nullable(),
  travelMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
});

export const reservationSchema = z.object({
  code: reservationCodeSchema,
  status: z.enum(reservationStatuses),
  rentalType: tripFields.shape.rentalType,
  pickupLocationId: z.string().max(64),
  locationTimezone: timezoneSchema,
  /** Where it comes back and that location's timezone (decision 028): the pickup location's for a round trip. */
  returnLocationId: z.string().max(64).optional(),
  returnTimezone: timezoneSchema.optional(),
  /** Wall-clock at the location, as booked (the return at the return location); a monthly rental's return is computed. */
  pickupDate: z.string().max(10),
  pickupTime: z.string().max(5),
  returnDate: z.string().max(10),
  returnTime: z.string().max(5),
  pickupAt: isoInstantSchema,
  returnAt: isoInstantSchema,
  rentalMonths: z.number().int().min(1).max(12).nullable(),
  /**
   * Delivery before the pickup and collection after the return (decision 030):
   * when at the address (the pickup, the return), where in words (city, state
   * and ZIP; the street and instructions are personal data, never answered;
   * null once erased), the road minutes each way. Null: at the counter.
   * Absent only in an answer recorded before it was added.
   */
  delivery: reservationLegSchema.nullable().optional(),
  collection: reservationLegSchema.nullable().optional(),
  renterAge: z.number().int().min(18).max(99),
  rentalPurpose: z.string().max(64).nullable(),
  /** The renter's language (decision 048): their e-mails, calendar file and documents are in it. */
  locale: z.enum(locales),
  /** The first line's class; every class is in `lines`. */
  vehicleId: z.string().max(64),
  /** The vehicles in words: "15 Passenger Van", or "2 × 15 Passenger Van + 1 × Cargo Van". */
  vehicleName: z.string().max(400),
  /** Every vehicle of the reservation, all lines together. */
  quantity: z.number().int().min(1).max(maxReservationVehicles),
  /** One per class, in the order booked. */
  lines: z
    .array(
      z.object({
        vehicleId: z.string().max(64),
        vehicleName: z.string().max(120),
        quantity: z.number().int().min(1).max(maxReservationQuantity),
      }),
    )
    .min(1)
    .max(maxReservationLines),
  contact: contactDetailsSchema,
  /** The renter's choices as booked; what they cost is in the stored breakdown's lines. */
  extras: z.array(z.object({ id: z.string().max(64), quantity: z.number().int().min(1).max(50) })).max(20),
  /** Protection products taken per vehicle; empty when declined or not chosen. */
  protection: z.array(z.string().max(64)).max(10),
  /** True when the renter declined protection (and stated their own cover). */
  protectionDeclined: z.boolean(),
  ownCoverStatement: z.string().max(500).nullable(),
  promoCode: z.string().max(32).nullable(),
  estimatedMiles: z.number().int().min(0).max(100_000).nullable(),
  additionalDrivers: z.number().int().min(0).max(20),
  /** The named drivers, licence numbers masked. */
  drivers: z.array(driverSchema).max(maxDrivers),
  /** Vehicles still without a named driver: each needs one before pickup. */
  driversNeeded: z.number().int().min(0).max(maxReservationVehicles),
  /**
   * True when every booked vehicle has a driver whose pre-arrival steps are
   * done and the renter signed the rental agreement (decision 024). Always
   * answered now; absent only in an answer recorded before it was added (an
   * Idempotency-Key's replay).
   */
  readyForPickup: z.boolean().optional(),
  /**
   * When the renter signed the rental agreement remotely (decision 024); null
   * until then. Absent only in an answer recorded before it was added.
   */
  agreementSignedAt: isoInstantSchema.nullable().optional(),
  createdAt: isoInstantSchema,
  cancelledAt: isoInstantSchema.nullable(),
  /** What cancelling cost by the cancellation policy, stored when cancelled (collected with payments); null until then. */
  cancellationFeeCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** 201 from POST /api/reservations; 200 from the lookup and the cancel. */
export const reservationResponseSchema = z.object({
  reservation: reservationSchema,
  /** The priced lines (grouped per class in `vehicles`), taxes and totals stored at booking: later rate changes never alter them. */
  pricingBreakdown: pricedReservationSchema,
  /** The cancellation policy for this reservation in plain words, and what cancelling now would cost (null once cancelled or started). */
  cancellation: z
    .object({
      policy: z.array(z.string().max(300)).max(6),
      noShow: z.string().max(300),
      feeIfCancelledNowCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable(),
      /**
       * What cancelling costs from now until pickup, in the order it applies
       * (rules/cancellation.ts, feeSchedule): each fee and the last instant it
       * applies, the last until pickup. Empty once cancelled or started; absent
       * in answers recorded before it was added.
       */
      feeSchedule: z
        .array(
          z.object({
            feeCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
            until: isoInstantSchema,
          }),
        )
        .max(7)
        .optional(),
      /**
       * True when these are the one-way route's own terms, kept as booked
       * (decision 028); absent or false: the company's policy in force.
       */
      oneWayTerms: z.boolean().optional(),
    })
    .optional(),
  /** How it is paid: the card payment page while `pending_payment`, what was received, invoices. */
  payment: reservationPaymentSchema.optional(),
  /**
   * On a lookup: the certificate of insurance a booking that declined
   * protection needs before its vehicles go out (decision 023); null when
   * protection was taken or not chosen.
   */
  insuranceCertificate: reservationInsuranceSchema.nullable().optional(),
});
export type ReservationResponse = z.infer<typeof reservationResponseSchema>;

export const reservationPriceResponseSchema = z.object({ pricingBreakdown: pricedReservationSchema });
export type ReservationPriceResponse = z.infer<typeof reservationPriceResponseSchema>;

/** GET /api/reservations/:code?email= answers 404 unless both match. */
export const reservationCodeParamsSchema = z.object({ code: reservationCodeSchema });
export const reservationLookupQuerySchema = z.object({ email: emailSchema });

/** POST /api/reservations/:code/cancel frees the units; the e-mail must match as for a lookup. */
export const reservationCancelSchema = z.object({ email: emailSchema });
export type ReservationCancelRequest = z.infer<typeof reservationCancelSchema>;
