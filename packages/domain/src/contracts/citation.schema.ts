import { z } from 'zod';
import { isoInstantSchema, oneLineSchema, timezoneSchema } from './common.schema.ts';

/**
 * Tolls and citations (decision 037): notices a toll agency or a city sends
 * for a plate, imported as CSV from a source whose columns are mapped once,
 * each matched to the booked vehicle that had the unit then and charged with
 * the company's admin fee for its kind, or queued for staff.
 */
export const citationKinds = ['toll', 'parking', 'camera', 'other'] as const;
export type CitationKind = (typeof citationKinds)[number];

/** Each kind in words, for the screen, the e-mail and the invoice line. */
export const citationKindLabels: Record<CitationKind, string> = {
  toll: 'Toll',
  parking: 'Parking ticket',
  camera: 'Speed or red light camera',
  other: 'Other citation',
};

/**
 * What becomes of an item: `queued` for staff (no booking had the unit then),
 * `charged` (its fee lines are on the booking), `disputed`, `transferred`
 * (liability nominated to the driver) or `dismissed` by staff.
 */
export const citationStatuses = ['queued', 'charged', 'disputed', 'transferred', 'dismissed'] as const;
export type CitationStatus = (typeof citationStatuses)[number];

const header = (what: string) =>
  oneLineSchema(`Enter the column that holds the ${what}.`)
    .trim()
    .min(1, `Enter the column that holds the ${what}.`)
    .max(60, 'A column name has at most 60 characters.');

/** Which header of the source's files holds each field; agency, kind, state and place may be absent. */
export const citationColumnsSchema = z.object({
  plate: header('plate'),
  state: header('plate state').optional(),
  time: header('date and time'),
  amount: header('amount'),
  reference: header('reference'),
  agency: header('agency').optional(),
  kind: header('kind').optional(),
  place: header('place').optional(),
});
export type CitationColumns = z.infer<typeof citationColumnsSchema>;

/** POST /api/admin/citations/sources: a source and its columns, saved once. */
export const citationSourceRequestSchema = z.object({
  name: oneLineSchema('Enter the source’s name.').trim().min(1, 'Enter the source’s name.').max(80),
  agency: oneLineSchema('Enter the agency.').trim().min(1, 'Enter the agency.').max(80),
  kind: z.enum(citationKinds, { error: 'Choose the kind of notice.' }).default('toll'),
  // A real IANA zone is checked by the server (rules/time.ts `isValidTimezone`): contracts import no rules.
  timezone: timezoneSchema,
  columns: citationColumnsSchema,
});
export type CitationSourceRequest = z.infer<typeof citationSourceRequestSchema>;

export const citationSourceSchema = citationSourceRequestSchema.extend({ id: z.uuid() });
export type CitationSource = z.infer<typeof citationSourceSchema>;
export const citationSourceListSchema = z.object({ sources: z.array(citationSourceSchema) });

/** The largest file one import takes (decision 008: every input is bounded). */
export const maxCitationCsvChars = 2_000_000;
/** The most rows one import takes: each is matched and stored in a transaction of its own, so a request stays short. */
export const maxCitationRows = 2_000;

/** POST /api/admin/citations/imports: a file's text for one source. */
export const citationImportRequestSchema = z.object({
  sourceId: z.uuid({ error: 'Choose a source.' }),
  csv: z
    .string({ error: 'Paste or upload the file.' })
    .min(1, 'Paste or upload the file.')
    .max(maxCitationCsvChars, 'The file is too large: split it into files under 2 MB.'),
});
export type CitationImportRequest = z.infer<typeof citationImportRequestSchema>;

export const citationOutcomes = ['matched', 'unmatched', 'duplicate', 'invalid'] as const;
export type CitationOutcome = (typeof citationOutcomes)[number];

/** One row of an imported file: its number (the header is row 1), what became of it, and why when invalid. */
export const citationRowResultSchema = z.object({
  row: z.number().int().min(2),
  outcome: z.enum(citationOutcomes),
  reference: z.string().max(80).nullable(),
  itemId: z.uuid().nullable(),
  reservationCode: z.string().max(16).nullable(),
  field: z.string().max(20).nullable(),
  message: z.string().max(200).nullable(),
});
export type CitationRowResult = z.infer<typeof citationRowResultSchema>;

export const citationImportResultSchema = z.object({
  rows: z.array(citationRowResultSchema),
  counts: z.object(
    Object.fromEntries(citationOutcomes.map((o) => [o, z.number().int().min(0)])) as {
      [K in CitationOutcome]: z.ZodNumber;
    },
  ),
});
export type CitationImportResult = z.infer<typeof citationImportResultSchema>;

/** An item as staff see it: the notice, the booked vehicle it was matched to, its charge and status. */
export const citationItemSchema = z.object({
  id: z.uuid(),
  agency: z.string().max(80),
  reference: z.string().max(80),
  kind: z.enum(citationKinds),
  plate: z.string().max(10),
  plateState: z.string().max(2).nullable(),
  at: isoInstantSchema,
  place: z.string().max(120),
  amountCents: z.number().int().min(0),
  adminFeeCents: z.number().int().min(0),
  status: z.enum(citationStatuses),
  reservationCode: z.string().max(16).nullable(),
  vehicle: z.object({ classId: z.string().max(64), seq: z.number().int() }).nullable(),
  note: z.string().max(500),
  /**
   * Whether the nomination holds the address the driver gave before pickup
   * (decision 037): the transfer then needs none typed. Never the address.
   */
  addressKnown: z.boolean(),
});
export type CitationItem = z.infer<typeof citationItemSchema>;

export const citationListQuerySchema = z.object({
  status: z.enum(citationStatuses).optional(),
});
export const citationListSchema = z.object({ items: z.array(citationItemSchema) });

export const citationIdParamsSchema = z.object({ id: z.uuid() });

/** POST …/items/:id/assign (Idempotency-Key): staff name the booking a queued item belongs to. */
export const citationAssignRequestSchema = z.object({
  reservationCode: z
    .string({ error: 'Enter the booking code.' })
    .trim()
    .toUpperCase()
    .min(1, 'Enter the booking code.')
    .max(16, 'Enter the booking code.'),
});

/** POST …/items/:id/dismiss and …/dispute: the reason, for staff. */
export const citationNoteRequestSchema = z.object({
  note: oneLineSchema('Enter a note.')
    .trim()
    .min(1, 'Enter a note.')
    .max(500, 'Keep the note to 500 characters.'),
});

/**
 * POST …/items/:id/transfer: liability transferred to the driver who had the
 * vehicle, at the address they gave before pickup; an address staff enter
 * replaces it, and is required when there is none (400 on `address`). Sealed
 * with the name and licence kept for the nomination, never in a log or the
 * audit trail.
 */
export const citationTransferRequestSchema = z.object({
  address: oneLineSchema('Enter the driver’s address.')
    .trim()
    .min(5, 'Enter the driver’s address.')
    .max(300, 'Keep the address to 300 characters.')
    .optional(),
});
export type CitationTransferRequest = z.infer<typeof citationTransferRequestSchema>;
