import { z } from 'zod';
import { locales } from '../content/locale.ts';
import { attributionEnvelopeSchema } from './attribution.schema.ts';
import { localDateSchema } from './common.schema.ts';
import { reservationPaymentSchema } from './payment.schema.ts';
import { pricedReservationSchema } from './pricing-breakdown.schema.ts';
import { reservationSchema, reservationStatuses } from './reservation.schema.ts';

/**
 * The back office's lists (decision 006): bookings, quote requests and leads, each
 * row with its first-touch and last-non-direct source / medium / campaign,
 * filterable, paged, and exported as CSV with the same filters.
 */

/** Days of the back office ("created on", report periods) are days here: SPEC §9 default timezone. */
export const adminTimezone = 'America/New_York';

export const adminPageSizes = [25, 50, 100] as const;
/**
 * CSV exports stop here; narrow the filters for more. Exports stream a batch
 * at a time (memory stays flat), so the bound is about the download's size.
 */
export const adminExportMaxRows = 1_000_000;

const periodMessage = 'The end date must be on or after the start date.';

/** Query-string dates and paging shared by the lists. */
const listParams = {
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
  page: z.coerce.number({ error: 'Page must be a number.' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce
    .number({ error: 'Page size must be a number.' })
    .int()
    .min(1)
    .max(100, 'Show at most 100 rows per page.')
    .default(25),
  /** Search: a code, a name or an e-mail address, contained anywhere. */
  q: z.string().trim().max(100, 'Search for at most 100 characters.').optional(),
};

function checkPeriod({ from, to }: { from?: unknown; to?: unknown }, ctx: z.RefinementCtx) {
  if (typeof from === 'string' && typeof to === 'string' && from && to && to < from) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: periodMessage });
  }
}

const locationIdParam = z
  .string()
  .trim()
  .max(64)
  .regex(/^[a-z0-9-]+$/, 'Choose a location from the list.')
  .optional();

/**
 * The query of a back-office list: dates, search and paging shared by every
 * list, then the list's own filters; an inverted period is refused.
 */
export function adminListQuerySchema<Filters extends z.ZodRawShape>(filters: Filters) {
  return z.object({ ...listParams, ...filters }).superRefine(checkPeriod);
}

/** What a list's count and CSV export filter by: its query without the paging. */
export type AdminListFilter<Query> = Omit<Query, 'page' | 'pageSize'>;

/** Bookings: `from`/`to` bound the pickup date; `campaign` is a first-touch or last-non-direct campaign. */
export const adminReservationQuerySchema = adminListQuerySchema({
  locationId: locationIdParam,
  status: z.enum(reservationStatuses, { error: 'Choose a status from the list.' }).optional(),
  // Stored lowercased and trimmed, as the attribution record keeps it (SPEC Part A §3).
  campaign: z.string().trim().toLowerCase().max(500, 'A campaign has at most 500 characters.').optional(),
});
export type AdminReservationQuery = z.infer<typeof adminReservationQuerySchema>;

/** Quote requests: `from`/`to` bound the day they arrived. */
export const adminQuoteQuerySchema = adminListQuerySchema({ locationId: locationIdParam });
export type AdminQuoteQuery = z.infer<typeof adminQuoteQuerySchema>;

export const leadKinds = ['contact', 'leasing', 'fleet-sales'] as const;

/** Leads: `from`/`to` bound the day they arrived. */
export const adminLeadQuerySchema = adminListQuerySchema({
  kind: z.enum(leadKinds, { error: 'Choose a kind of lead.' }).optional(),
});
export type AdminLeadQuery = z.infer<typeof adminLeadQuerySchema>;

/** One attribution copy, as the back office groups by it ('' when unknown). */
export const sourceMediumCampaignSchema = z.object({
  source: z.string().max(500),
  medium: z.string().max(500),
  campaign: z.string().max(500),
});
export type SourceMediumCampaign = z.infer<typeof sourceMediumCampaignSchema>;

const attributed = {
  firstTouch: sourceMediumCampaignSchema,
  lastNonDirect: sourceMediumCampaignSchema,
};

export const adminReservationRowSchema = z.object({
  code: z.string().max(16),
  status: z.enum(reservationStatuses),
  createdAt: z.string().max(40),
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  vehicleName: z.string().max(200),
  quantity: z.number().int(),
  pickupDate: z.string().max(10),
  pickupTime: z.string().max(5),
  returnDate: z.string().max(10),
  returnTime: z.string().max(5),
  renterName: z.string().max(130),
  email: z.string().max(254),
  phone: z.string().max(32),
  /** The vehicles' SPEC §9 base. */
  subtotalCents: z.number().int(),
  /** What the renter pays, taxes and fees included, as booked. */
  totalCents: z.number().int(),
  ...attributed,
});
export type AdminReservationRow = z.infer<typeof adminReservationRowSchema>;

export const adminEmailSummarySchema = z.object({
  id: z.string().max(36),
  kind: z.string().max(64),
  to: z.string().max(254),
  subject: z.string().max(300),
  status: z.string().max(16),
  createdAt: z.string().max(40),
  sentAt: z.string().max(40).nullable(),
});

export const adminReservationDetailSchema = adminReservationRowSchema.extend({
  timezone: z.string().max(64),
  /** Where the vehicles come back (decision 028): the pickup location's id for a round trip. */
  returnLocationId: z.string().max(64),
  rentalType: z.string().max(16),
  rentalMonths: z.number().int().nullable(),
  renterAge: z.number().int(),
  rentalPurpose: z.string().max(64).nullable(),
  /** The renter's language (decision 048): their e-mails and documents are in it. */
  locale: z.enum(locales),
  cancelledAt: z.string().max(40).nullable(),
  /** The fee the cancellation policy set when it was cancelled. */
  cancellationFeeCents: z.number().int().min(0).nullable(),
  /** What cancelling costs at least, left by a change made inside a charged tier (SPEC Part B §14); 0: none. */
  cancellationFeeFloorCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Who waived the floor and when (the location's time), or null. */
  cancellationFloorWaived: z.object({ by: z.string().max(254), at: z.string().max(40) }).nullable(),
  /** As stored at booking: never recomputed. */
  pricingBreakdown: pricedReservationSchema,
  /** Every class booked, with how many. */
  lines: reservationSchema.shape.lines,
  /** The named drivers, licence numbers masked (in full only from the counter's endpoint). */
  drivers: reservationSchema.shape.drivers,
  driversNeeded: reservationSchema.shape.driversNeeded,
  extras: reservationSchema.shape.extras,
  protection: reservationSchema.shape.protection,
  protectionDeclined: z.boolean(),
  ownCoverStatement: z.string().max(500).nullable(),
  promoCode: z.string().max(32).nullable(),
  estimatedMiles: z.number().int().nullable(),
  attribution: attributionEnvelopeSchema.nullable(),
  emails: z.array(adminEmailSummarySchema).max(100),
  /** How it is paid: method, organisation, PO, what was received, held and refunded, payments and invoices. */
  payment: reservationPaymentSchema.optional(),
});
export type AdminReservationDetail = z.infer<typeof adminReservationDetailSchema>;

export const adminQuoteRowSchema = z.object({
  code: z.string().max(16),
  status: z.string().max(16),
  createdAt: z.string().max(40),
  name: z.string().max(130),
  organisation: z.string().max(120).nullable(),
  email: z.string().max(254),
  phone: z.string().max(32),
  passengers: z.number().int(),
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  pickupDate: z.string().max(10),
  pickupTime: z.string().max(5),
  returnDate: z.string().max(10),
  returnTime: z.string().max(5),
  vehicleType: z.string().max(16),
  vehicleId: z.string().max(64).nullable(),
  rentalPurpose: z.string().max(64).nullable(),
  notes: z.string().max(4000).nullable(),
  ...attributed,
});
export type AdminQuoteRow = z.infer<typeof adminQuoteRowSchema>;

export const adminLeadRowSchema = z.object({
  id: z.string().max(36),
  kind: z.enum(leadKinds),
  createdAt: z.string().max(40),
  name: z.string().max(120),
  email: z.string().max(254),
  phone: z.string().max(32).nullable(),
  organisation: z.string().max(120).nullable(),
  subject: z.string().max(150).nullable(),
  message: z.string().max(4000).nullable(),
  /** The fields of its kind in words, e.g. "12 months, 6 vehicles: 15 Passenger Van". */
  details: z.string().max(2000),
  ...attributed,
});
export type AdminLeadRow = z.infer<typeof adminLeadRowSchema>;

/** One page of a back-office list: at most 100 rows, and how many the filters find in all. */
export function adminPageSchema<Row extends z.ZodType>(row: Row) {
  return z.object({
    items: z.array(row).max(100),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export type AdminPage<Row> = z.infer<ReturnType<typeof adminPageSchema<z.ZodType<Row>>>>;

export const adminReservationPageSchema = adminPageSchema(adminReservationRowSchema);
export type AdminReservationPage = z.infer<typeof adminReservationPageSchema>;
export const adminQuotePageSchema = adminPageSchema(adminQuoteRowSchema);
export type AdminQuotePage = z.infer<typeof adminQuotePageSchema>;
export const adminLeadPageSchema = adminPageSchema(adminLeadRowSchema);
export type AdminLeadPage = z.infer<typeof adminLeadPageSchema>;

export const adminReservationCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .max(16)
    .regex(/^[A-Z0-9-]+$/, 'No booking has that code.'),
});
