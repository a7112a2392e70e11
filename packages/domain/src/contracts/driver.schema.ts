import { z } from 'zod';
import { emailSchema, localDateField, oneLineSchema, phoneSchema, slugIdSchema } from './common.schema.ts';
import { licenceClasses } from './driver.ts';

/**
 * The drivers of a reservation (decision 013): each vehicle needs a named driver
 * before pickup, assigned to the class they drive; more are additional
 * drivers. Who may drive what is rules/driver-rules.ts. The licence number is
 * personal data: the API takes it, stores it encrypted and only ever answers it
 * masked (`licenceNumberMasked`), except to staff at the counter.
 *
 * A driver may be named with a name and an e-mail only (decision 024): the
 * date of birth and the licence are then theirs to fill in on the pre-arrival
 * page their e-mailed link opens; the rules check whatever is given.
 */
export { licenceClasses };

const dobMessage = 'Enter the driver’s date of birth, like 1990-04-21.';
export const dateOfBirthSchema = z.iso
  .date({ error: dobMessage })
  .max(10, dobMessage)
  .refine((d) => d >= '1900-01-01', { error: dobMessage, abort: true });

const licenceNumberMessage =
  'Enter the license number as printed: 4 to 20 letters and digits (spaces and dashes allowed).';

/** A reservation holds at most 20 vehicles (SPEC Part B §14), so no class more. */
const maxVehicleNumber = 20;
const vehicleNumberMessage = 'Choose which of the vehicles this driver drives.';

export const driverInputSchema = z.object({
  /** The vehicle class this driver drives: one of the reservation's lines. */
  vehicleId: slugIdSchema('Choose the vehicle this driver drives.'),
  /**
   * Which vehicle of that class, 1 up to how many the booking holds
   * (rules/driver-coverage.ts checks the upper bound); absent or null: any of
   * them, as for an additional driver.
   */
  vehicleNumber: z
    .number({ error: vehicleNumberMessage })
    .int(vehicleNumberMessage)
    .min(1, vehicleNumberMessage)
    .max(maxVehicleNumber, vehicleNumberMessage)
    .nullish(),
  name: oneLineSchema('Enter the driver’s full name.')
    .min(2, 'Enter the driver’s full name.')
    .max(120, 'Keep the driver’s name to 120 characters.'),
  /** Where their pre-arrival link is sent. */
  email: emailSchema.optional(),
  phone: phoneSchema.optional(),
  dateOfBirth: dateOfBirthSchema.optional(),
  /** ISO 3166 country of the licence, e.g. US (when a licence number is given and no country). */
  licenceCountry: z
    .string({ error: 'Choose the country that issued the license.' })
    .trim()
    .toUpperCase()
    .max(2, 'Choose the country that issued the license (two letters, like US).')
    .regex(/^[A-Z]{2}$/, 'Choose the country that issued the license (two letters, like US).')
    .optional(),
  /** State or province that issued it (USPS code in the US). */
  licenceState: z
    .string({ error: 'Choose the state that issued the license.' })
    .trim()
    .toUpperCase()
    .max(3, 'Choose the state that issued the license (like MD).')
    .regex(/^[A-Z]{2,3}$/, 'Choose the state that issued the license (like MD).')
    .optional(),
  licenceNumber: z
    .string({ error: licenceNumberMessage })
    .trim()
    .min(4, licenceNumberMessage)
    .max(20, licenceNumberMessage)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, licenceNumberMessage)
    .optional(),
  licenceExpiry: localDateField('license expiry date').optional(),
  licenceClass: z
    .enum(licenceClasses, {
      error: 'Choose the license class: regular, or CDL class A, B or C.',
    })
    .optional(),
  /** The passenger (P) endorsement on a CDL (false when a licence is given without it). */
  passengerEndorsement: z
    .boolean({ error: 'Say whether the license has a passenger (P) endorsement.' })
    .optional(),
  yearsLicensed: z
    .number({ error: 'Enter how many years the driver has held a license.' })
    .int('Enter whole years.')
    .min(0, 'Enter 0 or more years.')
    .max(80, 'Enter at most 80 years.')
    .optional(),
});
export type DriverInput = z.output<typeof driverInputSchema>;

/** The licence fields alone: what the driver enters on the pre-arrival page, every one required there. */
export const driverLicenceSchema = z.object({
  licenceCountry: driverInputSchema.shape.licenceCountry.unwrap().default('US'),
  licenceState: driverInputSchema.shape.licenceState,
  licenceNumber: driverInputSchema.shape.licenceNumber.unwrap(),
  licenceExpiry: localDateField('license expiry date'),
  licenceClass: driverInputSchema.shape.licenceClass.unwrap(),
  passengerEndorsement: driverInputSchema.shape.passengerEndorsement.unwrap().default(false),
  yearsLicensed: driverInputSchema.shape.yearsLicensed.unwrap(),
});
export type DriverLicence = z.output<typeof driverLicenceSchema>;

/** A driver with the date of birth and the whole licence: what the booking and manage forms ask for today. */
export const driverWithLicenceInputSchema = driverInputSchema.extend({
  ...driverLicenceSchema.shape,
  dateOfBirth: dateOfBirthSchema,
});

export const preArrivalStatuses = ['invited', 'started', 'ready'] as const;

/**
 * Where a driver stands in their pre-arrival steps (decision 024): `invited`
 * before any step, `started` with some done, `ready` with every step done.
 * `safetyAcknowledged` is null when their vehicle needs no safety briefing.
 */
export const driverPreArrivalSchema = z.object({
  status: z.enum(preArrivalStatuses),
  licence: z.boolean(),
  licencePhotos: z.boolean(),
  safetyAcknowledged: z.boolean().nullable(),
  acknowledgementSigned: z.boolean(),
});
export type DriverPreArrival = z.infer<typeof driverPreArrivalSchema>;

export const maxDrivers = 40;
export const driversFieldSchema = z
  .array(driverInputSchema)
  .max(maxDrivers, `Name at most ${maxDrivers} drivers.`);

/** A driver as the renter sees them: no date of birth, the licence number masked. */
export const driverSchema = z.object({
  id: z.string().max(36),
  vehicleId: z.string().max(64),
  /** Which vehicle of the class (rules/driver-coverage.ts); null: any of them. */
  vehicleNumber: z.number().int().min(1).max(maxVehicleNumber).nullable(),
  vehicleName: z.string().max(120),
  name: z.string().max(120),
  /** Each licence field null until given (a driver named by e-mail gives it on the pre-arrival page). */
  licenceCountry: z.string().max(2).nullable(),
  licenceState: z.string().max(3).nullable(),
  /** "•••• 4821"; null until given, and once erased after the retention period. */
  licenceNumberMasked: z.string().max(40).nullable(),
  licenceExpiry: z.string().max(10).nullable(),
  licenceClass: z.enum(licenceClasses).nullable(),
  passengerEndorsement: z.boolean().nullable(),
  yearsLicensed: z.number().int().min(0).max(80).nullable(),
  /** Always answered now; absent only in an answer recorded before it was added (an Idempotency-Key's replay). */
  preArrival: driverPreArrivalSchema.optional(),
});
export type Driver = z.infer<typeof driverSchema>;

/** What a class asks of its drivers, as the back office sets it. */
export const driverRuleSchema = z.object({
  classId: z.string().max(64),
  minAge: z
    .number({ error: 'Enter the minimum age, from 18 to 99.' })
    .int('Enter a whole number of years.')
    .min(18, 'Enter a minimum age from 18 to 99.')
    .max(99, 'Enter a minimum age from 18 to 99.'),
  /** A commercial driver’s licence (any of class A, B or C). */
  cdlRequired: z.boolean(),
  /** The passenger (P) endorsement on that CDL. */
  passengerEndorsementRequired: z.boolean(),
  minYearsLicensed: z
    .number({ error: 'Enter the minimum years licensed, from 0 to 50.' })
    .int('Enter whole years.')
    .min(0, 'Enter the minimum years licensed, from 0 to 50.')
    .max(50, 'Enter the minimum years licensed, from 0 to 50.'),
});
export type DriverRuleInput = z.infer<typeof driverRuleSchema>;

/** GET /api/admin/driver-rules: every class's rule (the company policy's until one is saved). */
export const driverRulesResponseSchema = z.object({
  rules: z.array(driverRuleSchema.extend({ vehicleName: z.string().max(120) })).max(200),
});
export type DriverRulesResponse = z.infer<typeof driverRulesResponseSchema>;
/** PUT /api/admin/driver-rules/:classId. */
export const driverRuleUpdateSchema = driverRuleSchema.omit({ classId: true });
export type DriverRuleUpdate = z.infer<typeof driverRuleUpdateSchema>;

/** GET /api/admin/reservations/:code/drivers: the counter's view, licence numbers in full. */
export const counterDriverSchema = driverSchema.extend({
  dateOfBirth: z.string().max(10).nullable(),
  /** In full; null once erased after the retention period. */
  licenceNumber: z.string().max(20).nullable(),
});
export const counterDriversResponseSchema = z.object({
  drivers: z.array(counterDriverSchema).max(maxDrivers),
});
