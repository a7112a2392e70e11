import { z } from 'zod';
import { isoInstantSchema, oneLineSchema, slugIdSchema } from './common.schema.ts';
import { invoiceSummarySchema } from './payment.schema.ts';
import { priceLineSchema, priceTaxSchema } from './pricing-breakdown.schema.ts';

/**
 * Incidental fees on a booking (decision 032). Staff name a fee of the price
 * book's catalogue (`incidentalFeeSchema`), how many (occurrences, hours or
 * items) and a note for staff; the server copies the catalogue's price into a
 * `fee` line as it is at that moment.
 */
export const feeEntrySchema = z.object({
  feeId: slugIdSchema('Choose a fee from the list.'),
  quantity: z
    .number({ error: 'Enter how many.' })
    .int('Enter a whole number.')
    .min(1, 'Enter 1 or more.')
    .max(100, 'Enter at most 100.')
    .default(1),
  note: oneLineSchema('Enter the note as text.')
    .trim()
    .max(200, 'Keep the note to 200 characters or fewer.')
    .default(''),
});
export type FeeEntry = z.infer<typeof feeEntrySchema>;
export type FeeEntryInput = z.input<typeof feeEntrySchema>;

/** The most fees one request adds (decision 008: every input is bounded). */
export const maxFeesAtOnce = 20;

/**
 * POST /api/admin/counter/:code/fees (Idempotency-Key): fees added to a
 * booking after its check-in began, each for the booking or for one booked
 * vehicle (`classId` and `seq` together). Before the final invoice they wait
 * for it; after it, they are billed on a supplementary invoice.
 */
export const addFeesRequestSchema = z.object({
  fees: z
    .array(
      feeEntrySchema
        .extend({
          classId: slugIdSchema('No such vehicle on this booking.').optional(),
          seq: z.number().int().min(1).max(100).optional(),
        })
        .refine((f) => (f.classId === undefined) === (f.seq === undefined), {
          path: ['seq'],
          error: 'Name the vehicle by its class and number together, or neither for the booking.',
        }),
    )
    .min(1, 'Add at least one fee.')
    .max(maxFeesAtOnce, `Add at most ${maxFeesAtOnce} fees at once.`),
});
export type AddFeesRequest = z.infer<typeof addFeesRequestSchema>;

/** A fee on a booking: its line as added, the vehicle, the note, who added it and the invoice that bills it. */
export const bookingFeeSchema = z.object({
  id: z.uuid(),
  line: priceLineSchema,
  vehicle: z.object({ classId: z.string().max(64), seq: z.number().int() }).nullable(),
  note: z.string().max(200),
  addedAt: isoInstantSchema,
  addedBy: z.string().max(254),
  /** null: it waits for the final invoice. */
  invoiceNumber: z.string().max(32).nullable(),
});
export type BookingFee = z.infer<typeof bookingFeeSchema>;

/** The answer to adding fees: every fee on the booking, and the invoice this request issued (null: none yet). */
export const addedFeesSchema = z.object({
  fees: z.array(bookingFeeSchema).max(1_000),
  invoice: invoiceSummarySchema.nullable(),
  /** The tax on the fees this request added, as billed (empty before the final invoice). */
  taxes: z.array(priceTaxSchema).max(50),
});
export type AddedFees = z.infer<typeof addedFeesSchema>;
