import { z } from 'zod';
import { centsSchema, emailSchema, isoInstantSchema } from './common.schema.ts';
import { invoiceStatuses } from './payment.schema.ts';
import { reservationCodeSchema, reservationStatuses } from './reservation.schema.ts';

/**
 * Customer records and a person's data (decision 043). A person is every row whose e-mail, trimmed and
 * lower-cased, is theirs, and the e-mails staff merged into it; the URL names them by an opaque key (their
 * e-mail sealed), never the e-mail itself.
 */
export const customerKeySchema = z
  .string()
  .min(20, 'No such customer.')
  .max(512, 'No such customer.')
  .regex(/^[A-Za-z0-9_-]+$/, 'No such customer.');

export const customerKeyParamsSchema = z.object({ key: customerKeySchema });
export const customerNoteParamsSchema = z.object({ id: z.uuid('No such note.') });
export const customerOrganisationParamsSchema = z.object({ id: z.uuid('No such organization.') });
export const customerBookingParamsSchema = z.object({ code: reservationCodeSchema });

/** A note staff write on a person or an organisation: at most 2,000 characters; pinned shows on their bookings. */
export const customerNoteRequestSchema = z.object({
  text: z
    .string({ error: 'Write the note.' })
    .trim()
    .min(1, 'Write the note.')
    .max(2000, 'A note is at most 2,000 characters.'),
  pinned: z.boolean().default(false),
});
export type CustomerNoteRequest = z.infer<typeof customerNoteRequestSchema>;

export const customerPinRequestSchema = z.object({
  pinned: z.boolean({ error: 'Say whether the note is pinned.' }),
});

export const customerNoteSchema = z.object({
  id: z.uuid(),
  text: z.string().max(2000),
  pinned: z.boolean(),
  author: z.string().max(254),
  createdAt: isoInstantSchema,
});
export type CustomerNote = z.infer<typeof customerNoteSchema>;

/** POST …/merges: the other e-mail whose rows become this person's. */
export const customerMergeRequestSchema = z.object({ email: emailSchema });

/** POST …/erase: staff confirm by typing ERASE. */
export const customerEraseRequestSchema = z.object({
  confirm: z.literal('ERASE', { error: 'Type ERASE to confirm.' }),
});

export const customerAuditEntrySchema = z.object({
  at: isoInstantSchema,
  actor: z.string().max(254),
  action: z.string().max(120),
  summary: z.string().max(500),
});

export const customerBookingSchema = z.object({
  code: z.string().max(16),
  status: z.enum(reservationStatuses),
  vehicleName: z.string().max(200),
  pickupAt: isoInstantSchema,
  returnAt: isoInstantSchema,
  totalCents: centsSchema.nullable(),
  email: z.string().max(254),
});

export const customerRecordSchema = z.object({
  key: customerKeySchema,
  name: z.string().max(200),
  emails: z.array(z.string().max(254)),
  phones: z.array(z.string().max(40)),
  /** The e-mails merged into this person, each with its key (to undo the merge). */
  merged: z.array(
    z.object({ key: customerKeySchema, email: z.string().max(254), mergedAt: isoInstantSchema }),
  ),
  /** Set when this e-mail was merged into another person: the record to open instead. */
  mergedInto: customerKeySchema.nullable(),
  bookings: z.array(customerBookingSchema),
  quotes: z.array(
    z.object({
      code: z.string().max(16),
      status: z.string().max(32),
      pickupDate: z.string().max(10),
      createdAt: isoInstantSchema,
    }),
  ),
  leads: z.array(
    z.object({
      kind: z.string().max(32),
      subject: z.string().max(200).nullable(),
      createdAt: isoInstantSchema,
    }),
  ),
  invoices: z.array(
    z.object({
      number: z.string().max(32),
      reservationCode: z.string().max(16),
      status: z.enum(invoiceStatuses),
      issuedOn: z.string().max(10),
      dueOn: z.string().max(10),
      totalCents: centsSchema,
    }),
  ),
  /** What the person's open invoices still ask. */
  balanceCents: centsSchema,
  drivers: z.array(z.object({ name: z.string().max(200), reservationCode: z.string().max(16) })),
  certificates: z.array(
    z.object({
      insurer: z.string().max(200),
      status: z.string().max(16),
      validTo: z.string().max(10),
      reservationCode: z.string().max(16),
    }),
  ),
  notes: z.array(customerNoteSchema),
  audit: z.array(customerAuditEntrySchema),
});
export type CustomerRecord = z.infer<typeof customerRecordSchema>;

/** A booking's customer: the key of its renter's record and the pinned notes on them and their organisation. */
export const bookingCustomerSchema = z.object({
  key: customerKeySchema.nullable(),
  pinned: z.array(customerNoteSchema),
});
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

export const organisationRecordSchema = z.object({
  notes: z.array(customerNoteSchema),
  audit: z.array(customerAuditEntrySchema),
});
export type OrganisationRecord = z.infer<typeof organisationRecordSchema>;

/** What an erasure changed, in counts: no personal data in the answer, so none in the audit log. */
export const customerErasureSchema = z.object({
  bookings: z.number().int(),
  drivers: z.number().int(),
  quotes: z.number().int(),
  leads: z.number().int(),
  invoices: z.number().int(),
  notes: z.number().int(),
  emails: z.number().int(),
});
export type CustomerErasure = z.infer<typeof customerErasureSchema>;
