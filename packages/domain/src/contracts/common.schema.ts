import { z } from 'zod';
import { vehicleCategories } from '../content/fleet.ts';
import { type RentalPurposeId, rentalPurposes } from '../content/rental-purposes.ts';
import { formMaxFillMs, honeypotFieldName } from './form-guard.ts';
import { oneLine } from './plain-text.ts';

/**
 * Field rules shared by the request schemas, so the web forms and the API apply
 * the very same checks. SPEC §5 shows no validation rules; these are
 * ours. Messages speak to the visitor; every string has a maximum length.
 */

/** A refinement runs only when the field passed its earlier checks, so a field shows one message. */
export const whenValidSoFar = {
  when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0,
};

/** A row a back-office editor lists by name (a location, a vehicle class): its id and name, nothing else. */
export const namedSchema = z.object({ id: z.string().max(64), name: z.string().max(200) });
export type Named = z.infer<typeof namedSchema>;

/** The id and name of a row, without the rest of it (an answer carries what its schema lists). */
export const namedOf = ({ id, name }: Named): Named => ({ id, name });

/** Dates outside these years are refused: keeps arithmetic and formatting in 4-digit years. */
export const minYear = 2000;
export const maxYear = 2199;

/**
 * An example date for a message: the 4th of July of next year, as a US browser's
 * date field shows a date (MM/DD/YYYY). Always ahead of the visitor, never a past
 * day that would itself be refused.
 */
export function exampleDate(now: Date = new Date()): string {
  return `07/04/${now.getUTCFullYear() + 1}`;
}

/**
 * A real calendar day, sent as "YYYY-MM-DD" (29 February only in leap years).
 * `name` is the field as the visitor knows it ("pickup date"): the message
 * names it and gives a future example in the date field's own format.
 */
export function localDateField(name?: string) {
  return z.iso
    .date({ error: () => `Enter ${name ? `the ${name}` : 'a date'}, like ${exampleDate()}.` })
    .max(10)
    .refine((date) => Number(date.slice(0, 4)) >= minYear && Number(date.slice(0, 4)) <= maxYear, {
      error: `Choose a ${name ?? 'date'} between ${minYear} and ${maxYear}.`,
      ...whenValidSoFar,
    });
}

/** A calendar day with no name of its own (a filter's bound, a back-office form's date). */
export const localDateSchema = localDateField();

/** A wall-clock time "HH:mm", 24-hour clock, 00:00–23:59. */
export const localTimeSchema = z.iso
  .time({ precision: -1, error: 'Enter a time like 09:30 (24-hour clock).' })
  .max(5);

/** For cross-field rules: run even when some fields failed, as long as the value is an object. */
export const whenObject = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/**
 * Cross-field rule of the flow and the quote: the return comes after the pickup,
 * compared as local date and time (both are wall-clock at the same location).
 * It speaks only when all four fields are valid, and names the return date when
 * that is earlier, else the return time.
 */
export function checkReturnAfterPickup(value: Record<string, unknown>, ctx: z.core.$RefinementCtx): void {
  const { pickupDate, pickupTime, returnDate, returnTime } = value;
  const isDate = (v: unknown): v is string => localDateSchema.safeParse(v).success;
  const isTime = (v: unknown): v is string => localTimeSchema.safeParse(v).success;
  if (!isDate(pickupDate) || !isTime(pickupTime) || !isDate(returnDate) || !isTime(returnTime)) return;
  // Fixed-width "YYYY-MM-DDTHH:mm" strings compare in time order.
  if (`${returnDate}T${returnTime}` > `${pickupDate}T${pickupTime}`) return;
  ctx.addIssue({
    code: 'custom',
    path: [returnDate < pickupDate ? 'returnDate' : 'returnTime'],
    message: 'The return must be after the pickup.',
  });
}

/** An instant with its UTC offset, e.g. 2026-07-04T09:30:00-04:00. */
export const isoInstantSchema = z.iso.datetime({ offset: true }).max(40);

/** An IANA timezone name such as America/New_York. */
export const timezoneSchema = z
  .string()
  .max(64)
  .regex(/^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/);

/** Lower-case slug ids, as used for locations, vehicle classes and vehicles for sale. */
export function slugIdSchema(message: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(64, message)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, message);
}

export const centsSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

/** $100,000.00: no rate, extra, fee or discount staff set comes near it; a typo that large is refused. */
export const maxPriceCents = 10_000_000;

/**
 * A price staff set in the back office (a rate, an extra, a charge, a fee, a discount), at most
 * $100,000.00: a trip's lines (a price times its days and quantities) and the taxes on them then stay
 * exact integers, which the pricing rules refuse to round past (rules/total-price.ts).
 */
export const priceCentsSchema = centsSchema.max(maxPriceCents, 'Enter at most $100,000.00.');

/** 'all' or one category of fleet.ts; the default of the flow's vehicleType (SPEC §5). */
export const vehicleTypeSchema = z.enum(['all', ...vehicleCategories], {
  error: 'Choose a vehicle type, or All vehicles.',
});

/** The flow's rentalPurpose: one of audiences.ts `rentalPurposes`. */
export const rentalPurposeSchema = z.enum(
  rentalPurposes.map((purpose) => purpose.id) as [RentalPurposeId, ...RentalPurposeId[]],
  { error: 'Choose what the rental is for from the list.' },
);

/**
 * A string on one line, without control or bidi characters (plain-text.ts):
 * for names, which reach e-mails, PDFs and CSV files. Cleaned before the
 * length checks chained after it.
 */
export function oneLineSchema(error: string) {
  return z.string({ error }).overwrite(oneLine);
}

/** A given or family name. */
export function personNameSchema(label: string) {
  return oneLineSchema(`Enter your ${label}.`)
    .min(1, `Enter your ${label}.`)
    .max(60, `Keep your ${label} to 60 characters or fewer.`);
}

const emailMessage = 'Enter your e-mail address, like name@example.com';

/** Trimmed and lower-cased so a lookup by e-mail matches however it was typed. */
export const emailSchema = z
  .string({ error: emailMessage })
  .trim()
  .toLowerCase()
  .max(254, 'That e-mail address is too long.')
  .check(z.email({ error: emailMessage }));

const phoneMessage = 'Enter a phone number we can reach you on, like +1 410 555 0120.';
const extension = /\s*(?:ext\.?|x)\s*\d{1,6}$/i;

/**
 * Lenient, international: an optional +, then digits with spaces, dots, dashes,
 * slashes or brackets, optionally an extension ("x12", "ext. 12"); 7 to 15
 * digits before the extension (E.164 allows at most 15).
 */
export const phoneSchema = z
  .string({ error: phoneMessage })
  .trim()
  .max(32, phoneMessage)
  .regex(/^\+?[\d\s().\-/]+(?:\s*(?:ext\.?|x)\s*\d{1,6})?$/i, phoneMessage)
  .refine(
    (phone) => {
      const digits = phone.replace(extension, '').replace(/\D/g, '').length;
      return digits >= 7 && digits <= 15;
    },
    { error: phoneMessage, ...whenValidSoFar },
  );

/** Free text a visitor writes to us. */
export function messageSchema(max: number, label = 'message') {
  return z
    .string({ error: `Enter your ${label}.` })
    .trim()
    .max(max, `Keep your ${label} to ${max} characters or fewer.`);
}

const fillMsMessage = 'fillMs must be the whole milliseconds the form was open.';

/**
 * What every public form (booking, quote, leads) sends beside its fields:
 * the honeypot's content and `fillMs`, how long the form was open before it was
 * sent. Optional here so that the API, not the schema, answers a filled
 * honeypot or a too-quick form (422 `automated_submission` / `too_fast`), and
 * nothing is stored; the services never read them.
 */
export const formGuardFields = {
  [honeypotFieldName]: z.string().max(500, 'Leave this field empty.').optional(),
  fillMs: z
    .number({ error: fillMsMessage })
    .int(fillMsMessage)
    .min(0, fillMsMessage)
    .max(formMaxFillMs, fillMsMessage)
    .optional(),
} as const;
