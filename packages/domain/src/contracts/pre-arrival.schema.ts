import { z } from 'zod';
import { emailSchema, isoInstantSchema, oneLineSchema, phoneSchema } from './common.schema.ts';
import { signatureMaxChars } from './counter.schema.ts';
import {
  dateOfBirthSchema,
  driverLicenceSchema,
  driverPreArrivalSchema,
  driverSchema,
  preArrivalStatuses,
} from './driver.schema.ts';
import { postalAddressSchema } from './organisation.schema.ts';
import { reservationCodeParamsSchema } from './reservation.schema.ts';

/**
 * A driver's pre-arrival steps (decision 024), called with the token of their
 * personal link in `Authorization: Bearer <token>` (never in a URL): the
 * page's state, identity, licence, photos, the safety acknowledgement, the
 * signature. Once the driver has finished, or the pickup has passed, every
 * call answers 410.
 */

export const preArrivalSteps = [
  'identity',
  'licence',
  'licencePhotos',
  'safetyAcknowledgement',
  'signature',
] as const;

const agreedTextSchema = z.object({
  version: z.string().max(32),
  title: z.string().max(120),
  paragraphs: z.array(z.string().max(600)).max(20),
});

/** GET /api/driver: the driver's own page, no other driver's data. */
export const preArrivalPageSchema = z.object({
  code: z.string().max(16),
  /** The driver's own details as given so far, the licence number masked. */
  driver: driverSchema
    .pick({
      name: true,
      licenceCountry: true,
      licenceState: true,
      licenceNumberMasked: true,
      licenceExpiry: true,
      licenceClass: true,
      passengerEndorsement: true,
      yearsLicensed: true,
    })
    .extend({
      dateOfBirth: z.string().max(10).nullable(),
      /**
       * The home address given at pre-arrival, as its city, state and ZIP
       * only (the street is sealed and never answered); null until given.
       */
      homeArea: z
        .object({ city: z.string().max(80), region: z.string().max(2), postalCode: z.string().max(10) })
        .nullable(),
    }),
  vehicle: z.object({
    classId: z.string().max(64),
    name: z.string().max(140),
    needsSafetyBriefing: z.boolean(),
  }),
  pickup: z.object({
    date: z.string().max(10),
    time: z.string().max(5),
    at: isoInstantSchema,
    locationName: z.string().max(120),
    address: z.string().max(300),
  }),
  status: z.enum(preArrivalStatuses),
  steps: driverPreArrivalSchema.omit({ status: true }).extend({ identity: z.boolean() }),
  /** What is still to do, in the page's order. */
  missing: z.array(z.enum(preArrivalSteps)).max(5),
  safetyBriefing: agreedTextSchema.nullable(),
  terms: agreedTextSchema,
  consent: agreedTextSchema,
  /**
   * Reminders by text (decision 022): the driver's number and whether it is
   * opted in; null when the site sends no text messages.
   */
  textReminders: z.object({ phone: z.string().max(32).nullable(), optedIn: z.boolean() }).nullable(),
});
export type PreArrivalPage = z.infer<typeof preArrivalPageSchema>;

/**
 * PUT /api/driver/sms-opt-in: "Text me reminders at this number" (decision
 * 022): the driver's own mobile number, and the box ticked.
 */
export const driverSmsOptInSchema = z.object({
  phone: phoneSchema,
  smsConsent: z.literal(true, { error: 'Tick the box to get reminders by text.' }),
});
export type DriverSmsOptIn = z.infer<typeof driverSmsOptInSchema>;

/**
 * PUT /api/driver/identity: the driver confirms their name and date of birth,
 * and gives their home address (US: street, apartment optional, city, state,
 * ZIP), which a toll or ticket of the rental transferred to them is sent to
 * (decision 037); sealed at rest, never answered but its city, state and ZIP.
 */
export const preArrivalIdentitySchema = z.object({
  name: oneLineSchema('Enter your full name.')
    .min(2, 'Enter your full name.')
    .max(120, 'Keep your name to 120 characters.'),
  dateOfBirth: dateOfBirthSchema,
  address: postalAddressSchema,
});
export type PreArrivalIdentity = z.infer<typeof preArrivalIdentitySchema>;

/** PUT /api/driver/licence: every field, checked by the class's driver rules. */
export const preArrivalLicenceSchema = driverLicenceSchema;

/** POST /api/driver/licence-photos/:side. */
export const licencePhotoSides = ['front', 'back'] as const;
export const licencePhotoParamsSchema = z.object({
  side: z.enum(licencePhotoSides, { error: 'Send the front or the back of the license.' }),
});

/** POST /api/driver/safety-acknowledgement: the briefing read, in the version shown. */
export const safetyAcknowledgementSchema = z.object({
  version: z.string({ error: 'Read the safety briefing again.' }).max(32),
  acknowledged: z.literal(true, { error: 'Tick the box to confirm you have read the safety briefing.' }),
});

/** A remote signature: the drawn PNG and the consent box, for the terms of the version shown. */
export const remoteSignatureSchema = z.object({
  signature: z
    .string({ error: 'Sign in the box.' })
    .max(signatureMaxChars, 'The signature is too large: clear it and sign again.')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Sign in the box.'),
  consent: z.literal(true, { error: 'Tick the box to agree to sign electronically.' }),
  termsVersion: z.string({ error: 'Read the terms again.' }).max(32),
});
export type RemoteSignature = z.infer<typeof remoteSignatureSchema>;

/** What a signature answers: when, and the fingerprint of the signed document. */
export const remoteSignatureResponseSchema = z.object({
  signedAt: isoInstantSchema,
  documentSha256: z.string().length(64),
});

/** POST /api/reservations/:code/drivers/:driverId/pre-arrival-link: the organiser sends a link again. */
export const preArrivalResendSchema = z.object({ email: emailSchema });
export const driverParamsSchema = reservationCodeParamsSchema.extend({
  driverId: z.uuid('No such driver on this booking.'),
});

/** GET /api/admin/pre-arrival/photos/:driverId/:side: a licence photo, for staff of the `licences` area. */
export const licencePhotoAdminParamsSchema = z.object({
  driverId: z.uuid('No such driver.'),
  side: z.enum(licencePhotoSides, { error: 'Ask for the front or the back.' }),
});
/** POST /api/reservations/:code/agreement-signature: the renter signs the rental agreement remotely. */
export const renterSignatureSchema = remoteSignatureSchema.extend({ email: emailSchema });
