import { z } from 'zod';
import { isoInstantSchema, localDateSchema, oneLineSchema, slugIdSchema } from './common.schema.ts';
import { driverPreArrivalSchema } from './driver.schema.ts';
import { bookedVehicleFields, unitRefSchema } from './fleet-unit.schema.ts';
import { bookingFeeSchema, feeEntrySchema, maxFeesAtOnce } from './incidental-fee.schema.ts';
import { checklistItemSchema, inspectionRequestSchema, inspectionSchema } from './inspection.schema.ts';
import { invoiceSummarySchema } from './payment.schema.ts';
import { incidentalFeeSchema } from './price-book.schema.ts';

/**
 * The counter (decision 015): the fleet calendar of a location, and the day's
 * pickups and returns with what each still lacks. Instants carry the
 * location's UTC offset; the screens draw them on the location's days.
 */

/** The longest stretch the calendar answers at once: three months. */
export const calendarMaxDays = 92;

/** GET /api/admin/calendar: a location's units and what holds them over `days` days from `from`. */
export const calendarQuerySchema = z.object({
  locationId: slugIdSchema('Choose a location.'),
  from: localDateSchema,
  days: z.coerce
    .number({ error: `Choose between 1 and ${calendarMaxDays} days.` })
    .int(`Choose between 1 and ${calendarMaxDays} days.`)
    .min(1, `Choose between 1 and ${calendarMaxDays} days.`)
    .max(calendarMaxDays, `Choose between 1 and ${calendarMaxDays} days.`)
    .default(90),
  classId: slugIdSchema('Choose a class.').optional(),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarUnitSchema = z.object({
  id: z.uuid(),
  fleetNumber: z.string().max(16),
  plate: z.string().max(10).nullable(),
  classId: z.string().max(64),
  className: z.string().max(200),
});
export type CalendarUnit = z.infer<typeof calendarUnitSchema>;

/**
 * A bar of the calendar: a booked vehicle (on its unit, or with `unitId` null
 * while it has none: the screens show those in their class's "unassigned"
 * row, in red from the day before pickup) or a maintenance block. `bufferEndsAt`
 * is where the turnaround after it ends (shaded).
 */
export const calendarBarSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rental'),
    code: z.string().max(16),
    classId: z.string().max(64),
    /** The vehicle's number within its line: 1…quantity. */
    seq: z.number().int().min(1),
    unitId: z.uuid().nullable(),
    startsAt: isoInstantSchema,
    endsAt: isoInstantSchema,
    bufferEndsAt: isoInstantSchema,
    /** The organisation, else the renter's name: who the bar is for. */
    label: z.string().max(130),
    status: z.enum(['confirmed', 'pending_payment']),
  }),
  z.object({
    kind: z.literal('maintenance'),
    id: z.uuid(),
    unitId: z.uuid(),
    startsAt: isoInstantSchema,
    endsAt: isoInstantSchema,
    bufferEndsAt: isoInstantSchema,
    reason: z.string().max(200),
  }),
]);
export type CalendarBar = z.infer<typeof calendarBarSchema>;

export const calendarSchema = z.object({
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  timezone: z.string().max(64),
  from: z.string().max(10),
  days: z.number().int(),
  /** The first day's midnight and the midnight after the last day, at the location. */
  startsAt: isoInstantSchema,
  endsAt: isoInstantSchema,
  turnaroundMinutes: z.number().int(),
  /** Active units, by class then fleet number. */
  units: z.array(calendarUnitSchema).max(5_000),
  bars: z.array(calendarBarSchema).max(100_000),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** What a pickup still lacks before the keys go out. */
export const handoverNeeds = ['unit', 'service', 'driver', 'payment', 'agreement'] as const;
export type HandoverNeed = (typeof handoverNeeds)[number];
export const handoverNeedLabels: Record<HandoverNeed, string> = {
  unit: 'A vehicle assigned to each booked vehicle',
  // A unit given before it came due for service (docs/decisions/033-maintenance-programs.md).
  service: 'A vehicle not overdue for service: give it another',
  driver: 'A qualified driver named for each vehicle',
  payment: 'The deposit or payment due at pickup',
  agreement: 'The rental agreement signed',
};

/** GET /api/admin/counter/today: a location's pickups and returns of a day (today at the location by default). */
export const todayQuerySchema = z.object({
  locationId: slugIdSchema('Choose a location.'),
  date: localDateSchema.optional(),
});
export type TodayQuery = z.infer<typeof todayQuerySchema>;

export const todayVehicleSchema = z.object({ ...bookedVehicleFields, unit: unitRefSchema.nullable() });

/** A driver named on a booking, as the counter sees them: where they stand in their pre-arrival steps (decision 024). */
export const counterDriverSchema = z.object({
  id: z.string().max(36),
  name: z.string().max(120),
  classId: z.string().max(64),
  /** The vehicle they drive, in words ("15 Passenger Van 2", or the class for any of them). */
  vehicleName: z.string().max(140),
  preArrival: driverPreArrivalSchema,
});
export type CounterDriver = z.infer<typeof counterDriverSchema>;

/**
 * A delivery or collection on the counter's day (decision 030): the address in
 * full and the driver's instructions (staff only; null once erased), when the
 * vehicles are due at the address and when the driver leaves the location
 * (delivery) or is back at it (collection).
 */
export const todayRoadTripSchema = z.object({
  address: z.string().max(400).nullable(),
  instructions: z.string().max(500).nullable(),
  at: isoInstantSchema,
  /** Delivery: when the driver leaves with the vehicles; collection: when they are back. */
  roadAt: isoInstantSchema,
  travelMinutes: z.number().int().min(0).max(1440),
});
export type TodayRoadTrip = z.infer<typeof todayRoadTripSchema>;

/**
 * A one-way rental's return location as the counter shows it (decision 028):
 * its zone and the return in words ("Return to Chicago West Loop, Monday,
 * December 7, 2026 at 10:00 AM CST").
 */
export const counterReturnLocationSchema = z.object({
  id: z.string().max(64),
  name: z.string().max(200),
  timezone: z.string().max(64),
  words: z.string().max(300),
});
export type CounterReturnLocation = z.infer<typeof counterReturnLocationSchema>;

export const todayItemSchema = z.object({
  code: z.string().max(16),
  status: z.string().max(24),
  /** The organisation, else the renter's name. */
  label: z.string().max(130),
  renterName: z.string().max(130),
  phone: z.string().max(40),
  pickupAt: isoInstantSchema,
  /** Wall-clock at the return location (a one-way rental's, decision 028). */
  returnAt: isoInstantSchema,
  /** A one-way rental's return location; null: back where it was picked up. */
  returnLocation: counterReturnLocationSchema.nullable().optional(),
  vehicles: z.array(todayVehicleSchema).max(100),
  /** What is still missing (empty: ready); `unit` also on the day before pickup. */
  missing: z.array(z.enum(handoverNeeds)).max(handoverNeeds.length),
  /** Each named driver and their pre-arrival state, in the order named. */
  drivers: z.array(counterDriverSchema).max(100).default([]),
  /** What the renter still owes (cents), 0 when settled or invoiced on terms. */
  balanceCents: z.number().int(),
  /** When every vehicle went out (checked out), or came back (checked in); null until then. */
  checkedOutAt: isoInstantSchema.nullable().default(null),
  checkedInAt: isoInstantSchema.nullable().default(null),
  /** Brought to the renter before the pickup, fetched after the return (decision 030); null: at the counter. */
  delivery: todayRoadTripSchema.nullable().default(null),
  collection: todayRoadTripSchema.nullable().default(null),
});
export type TodayItem = z.infer<typeof todayItemSchema>;

export const todaySchema = z.object({
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  date: z.string().max(10),
  pickups: z.array(todayItemSchema).max(1_000),
  returns: z.array(todayItemSchema).max(1_000),
  /** Tomorrow's pickups with a vehicle still unassigned: shown in red. */
  unassignedTomorrow: z.array(todayItemSchema).max(1_000),
  /**
   * The day's pickups delivered and returns collected (decision 030), by the
   * time the driver leaves or is back: each with its address, times and units.
   */
  deliveries: z.array(todayItemSchema).max(1_000).default([]),
  collections: z.array(todayItemSchema).max(1_000).default([]),
});
export type Today = z.infer<typeof todaySchema>;

/** Where a damage mark is drawn: the side of the vehicle diagram, and the point on it (0–1 across and down). */
export const damageViews = ['front', 'back', 'left', 'right', 'top'] as const;
export const damageMarkSchema = z.object({
  view: z.enum(damageViews, { error: 'Choose the side of the vehicle.' }),
  x: z.number().min(0).max(1),
  y: z.number().min(0).max(1),
  note: z
    .string({ error: 'Say what the damage is, like "scratch, 10 cm".' })
    .trim()
    .min(1, 'Say what the damage is, like "scratch, 10 cm".')
    .max(200, 'Keep the note to 200 characters or fewer.'),
});
export type DamageMark = z.infer<typeof damageMarkSchema>;

/** A booked vehicle's readings on one side (and, in a swap, each unit's: vehicle-swap.schema.ts). */
export const readingFields = {
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.number().int().min(1).max(100),
  odometerMiles: z
    .number({ error: 'Enter the odometer in whole miles.' })
    .int('Enter the odometer in whole miles.')
    .min(0, 'The odometer cannot be negative.')
    .max(2_000_000, 'Enter at most 2,000,000 miles.'),
  /** The fuel gauge in eighths: 0 empty … 8 full. */
  fuelEighths: z
    .number({ error: 'Read the fuel gauge: empty (0) to full (8 eighths).' })
    .int('Read the fuel gauge in eighths.')
    .min(0, 'Read the fuel gauge: empty (0) to full (8 eighths).')
    .max(8, 'Read the fuel gauge: empty (0) to full (8 eighths).'),
  damage: z.array(damageMarkSchema).max(50, 'Mark at most 50 places.').default([]),
  notes: z.string().trim().max(500, 'Keep the notes to 500 characters or fewer.').default(''),
  /** Its class's checklist on this side, each item answered (decision 034). */
  inspection: inspectionRequestSchema,
};

/**
 * The largest signature accepted, a PNG data URL of the signing box (at most
 * 672 × 224 CSS pixels, drawn at the screen's pixel ratio). A long finger
 * signature drawn on it on a 1024 × 768 tablet at pixel ratio 2 measured
 * 137,706 characters (docs/decisions/015-the-counter.md): the limit leaves
 * twice that, and a phone's ratio 3 (228,146) fits.
 */
export const signatureMaxChars = 300_000;

/**
 * The check-out's body limit: the signature at its largest and the readings of
 * a convoy's vehicles, well inside it, so a signature too large is a field
 * error beside the box and never a 413 for the whole request.
 */
export const checkOutMaxBodyBytes = 1024 * 1024;

/**
 * The renter's signature on the rental agreement, drawn on the tablet
 * (signature_pad) and sent as a PNG data URL, with the signer's name as they
 * print it.
 */
export const agreementSignatureSchema = z.object({
  signerName: oneLineSchema('Enter the name of the person signing.')
    .min(1, 'Enter the name of the person signing.')
    .max(130, 'Keep the name to 130 characters or fewer.'),
  signature: z
    .string({ error: 'Have the renter sign in the box.' })
    .max(signatureMaxChars, 'The signature is too large: clear it and sign again.')
    .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, 'Have the renter sign in the box.'),
});
export type AgreementSignature = z.infer<typeof agreementSignatureSchema>;

/**
 * The renter's one tap at the counter when they signed the rental agreement
 * before pickup (decision 027): the readings are an addendum to it, in the
 * words of `content/check-out-addendum.ts` at `textVersion`.
 */
export const addendumAcknowledgementSchema = z.object({
  acknowledged: z.literal(true, { error: 'Have the renter tap to agree the readings.' }),
  textVersion: z.string().max(40),
});
export type AddendumAcknowledgement = z.infer<typeof addendumAcknowledgementSchema>;

/**
 * POST /api/admin/counter/:code/check-out: every booked vehicle of the
 * reservation at once, each on the unit assigned to it. Licences (decision
 * 027): each driver ready before pickup is confirmed one by one in
 * `licencesSeen` (their id: the agent saw the licence and it matches the
 * photo); `licencesChecked` confirms the licences of the drivers who are not
 * ready, and is needed only when there are some. The agreement: the renter's
 * signature on the tablet (`agreement`, its PDF drawn from the readings,
 * stored and e-mailed), or, when they signed it before pickup, their
 * acknowledgement of the readings as an addendum (`addendum`). The server
 * knows which applies, and says on the field what is missing.
 */
export const checkOutRequestSchema = z.object({
  vehicles: z
    .array(
      z.object({
        ...readingFields,
        /**
         * The named driver who takes this unit (decision 035), one of the booking's drivers of its class;
         * left out when the class has one driver, who is then recorded.
         */
        driverId: z.uuid('Choose one of the booking’s drivers.').optional(),
      }),
    )
    .min(1, 'Record each vehicle going out.')
    .max(100),
  licencesSeen: z.array(z.uuid('No such driver.')).max(100).default([]),
  licencesChecked: z.boolean().default(false),
  agreement: agreementSignatureSchema.optional(),
  addendum: addendumAcknowledgementSchema.optional(),
});
export type CheckOutRequest = z.infer<typeof checkOutRequestSchema>;
export type CheckOutRequestInput = z.input<typeof checkOutRequestSchema>;

const feeEntries = z
  .array(feeEntrySchema)
  .max(maxFeesAtOnce, `Add at most ${maxFeesAtOnce} fees at once.`)
  .default([]);

/**
 * POST /api/admin/counter/:code/check-in (and …/check-in/preview, which
 * stores nothing): the vehicles coming back, with the damage found priced by
 * staff and the incidental fees each adds (decision 032), and fees for the
 * booking as a whole (`fees`); returned now unless a date and time (at the
 * location) are given.
 */
export const checkInRequestSchema = z
  .object({
    returnedDate: localDateSchema.optional(),
    returnedTime: z.iso.time({ precision: -1, error: 'Enter a time like 17:30 (24-hour clock).' }).optional(),
    vehicles: z
      .array(
        z.object({
          ...readingFields,
          /** New damage, priced by staff (cents). */
          damageCents: z
            .number({ error: 'Enter the damage amount in cents.' })
            .int('Enter the damage amount in whole cents.')
            .min(0, 'The damage amount cannot be negative.')
            .max(10_000_000, 'Enter at most $100,000.00.')
            .default(0),
          fees: feeEntries,
        }),
      )
      .min(1, 'Record each vehicle coming back.')
      .max(100),
    fees: feeEntries,
  })
  .refine((r) => (r.returnedDate === undefined) === (r.returnedTime === undefined), {
    path: ['returnedTime'],
    error: 'Give the return date and time together, or neither for now.',
  });
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;
export type CheckInRequestInput = z.input<typeof checkInRequestSchema>;

export const handoverReadingSchema = z.object({
  at: isoInstantSchema,
  unitId: z.uuid(),
  odometerMiles: z.number().int(),
  fuelEighths: z.number().int(),
  damage: z.array(damageMarkSchema).max(50),
  notes: z.string().max(500),
  recordedBy: z.string().max(254),
  /** On a check-out: the named driver who took that unit (decision 035); null when not said. */
  driverId: z.uuid().nullable().optional(),
});
export type HandoverReading = z.infer<typeof handoverReadingSchema>;

/** Which way a photo or reading was taken: as the vehicle went out, or as it came back. */
export const handoverKinds = ['out', 'in'] as const;
export type HandoverKind = (typeof handoverKinds)[number];

/**
 * POST /api/admin/counter/:code/photos?classId=…&seq=…&kind=out (multipart,
 * field "file": JPEG, PNG, WebP or AVIF from the tablet's camera): a photo of
 * a booked vehicle, turned upright, resized and stripped of its metadata (GPS
 * included). Photos are evidence: kept private to staff, never in the public
 * media library; one may be removed only until its side (out/in) is recorded.
 */
export const photoQuerySchema = z.object({
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.coerce.number().int().min(1).max(100),
  kind: z.enum(handoverKinds, { error: 'Say whether the photo is of the check-out or the check-in.' }),
  /** Its leg (decision 035): the vehicle's current one when left out; the next one for a swap's replacement. */
  leg: z.coerce.number().int().min(0).max(1000).optional(),
});
export type PhotoQuery = z.infer<typeof photoQuerySchema>;

export const photoParamsSchema = z.object({
  code: z.string().max(16),
  photoId: z.uuid('No such photo.'),
});

export const handoverPhotoSchema = z.object({
  id: z.uuid(),
  classId: z.string().max(64),
  seq: z.number().int(),
  /** The leg of that side (decision 035): 0 but for a swap's return and replacement photos. */
  leg: z.number().int().optional(),
  kind: z.enum(handoverKinds),
  /** Staff-only address of the image (JPEG). */
  url: z.string().max(200),
  width: z.number().int(),
  height: z.number().int(),
  takenAt: isoInstantSchema,
  takenBy: z.string().max(254),
});
export type HandoverPhoto = z.infer<typeof handoverPhotoSchema>;

/**
 * What the counter stored at check-out: the rental agreement signed on the
 * tablet (`signed`), or the addendum of readings the renter acknowledged
 * with one tap, to the agreement they signed before pickup (`addendum`,
 * decision 027): who signed or acknowledged, when, and its PDF (staff-only
 * address).
 */
export const agreementSchema = z.object({
  kind: z.enum(['signed', 'addendum']),
  signerName: z.string().max(130),
  signedAt: isoInstantSchema,
  witnessedBy: z.string().max(254),
  url: z.string().max(200),
  /** Where the PDF was e-mailed. */
  emailedTo: z.string().max(254),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** What a vehicle's return added (return-charges.ts). */
export const returnChargesSchema = z.object({
  lateMinutes: z.number().int(),
  lateFullDays: z.number().int(),
  latePartialDayCharge: z.string().max(16),
  lateCents: z.number().int(),
  milesDriven: z.number().int(),
  allowanceMiles: z.number().int().nullable(),
  excessMiles: z.number().int(),
  excessMileageCents: z.number().int(),
  fuelEighthsShort: z.number().int(),
  fuelCents: z.number().int(),
  refuelServiceCents: z.number().int(),
  damageCents: z.number().int(),
  totalCents: z.number().int(),
});

/** A unit a failed inspection took into maintenance, or the reason it could not, in words for staff. */
export const maintenanceNoticeSchema = z.object({
  fleetNumber: z.string().max(16),
  opened: z.boolean(),
  message: z.string().max(600),
});
export type MaintenanceNotice = z.infer<typeof maintenanceNoticeSchema>;

/** A swap of a booked vehicle's unit mid-rental (decision 035), as the counter's view shows it. */
export const swapSchema = z.object({
  classId: z.string().max(64),
  seq: z.number().int(),
  /** The leg it began: 1 for the first swap of that vehicle. */
  leg: z.number().int(),
  at: isoInstantSchema,
  from: unitRefSchema,
  to: unitRefSchema,
  reason: z.string().max(500),
  upgrade: z.boolean(),
  brokeDown: z.boolean(),
  recordedBy: z.string().max(254),
  /** The addendum the renter acknowledged (staff-only PDF); null once the retention sweep took it. */
  addendumUrl: z.string().max(200).nullable(),
});
export type Swap = z.infer<typeof swapSchema>;

/** A reservation at the counter: each vehicle, its unit, what it left and came back with, and the charges. */
export const handoverSchema = z.object({
  code: z.string().max(16),
  /** A one-way rental's return location (decision 028); null: back at the counter it left. */
  returnLocation: counterReturnLocationSchema.nullable().optional(),
  vehicles: z
    .array(
      z.object({
        ...bookedVehicleFields,
        unit: unitRefSchema
          .extend({ odometerMiles: z.number().int(), fuelCapacityGallons: z.number().int() })
          .nullable(),
        /** The leg it is on (decision 035): 0 until a swap; `out` and `in` are that leg's. */
        leg: z.number().int().optional(),
        out: handoverReadingSchema.nullable(),
        in: handoverReadingSchema.nullable(),
        charges: returnChargesSchema.nullable(),
        photos: z.array(handoverPhotoSchema).max(200),
        /** Its class's checklist items at check-out and at the return (decision 034). */
        checklist: z.object({
          out: z.array(checklistItemSchema).max(40),
          in: z.array(checklistItemSchema).max(40),
        }),
        /** Its finished inspections, oldest first: a failed one at check-out, then the one it went out with, and back. */
        inspections: z.array(inspectionSchema).max(50),
      }),
    )
    .max(100),
  /** Maintenance a failed safety item at the return opened, or could not open (decision 034). */
  maintenance: z.array(maintenanceNoticeSchema).max(100).default([]),
  /** The signed rental agreement or its addendum; null until the check-out. */
  agreement: agreementSchema.nullable(),
  /** The named drivers, each with where they stand before pickup. */
  drivers: z
    .array(
      counterDriverSchema.extend({
        /** Staff-only addresses of the licence photos (`licences` area); null until both sides are taken. */
        licencePhotos: z.object({ front: z.string().max(200), back: z.string().max(200) }).nullable(),
      }),
    )
    .max(100),
  /** The rental agreement the renter signed before pickup (decision 024); null when not. */
  remoteAgreement: z.object({ signerName: z.string().max(130), signedAt: isoInstantSchema }).nullable(),
  /**
   * The final invoice, issued when the last vehicle is checked in: the stored
   * price lines and what the returns added; the deposit held on the card is
   * captured for what is owed and the rest released. Null until then.
   */
  finalInvoice: invoiceSummarySchema.nullable(),
  /** The price per gallon the fuel is charged at (cents). */
  fuelPriceCentsPerGallon: z.number().int(),
  /** What the returns added, all vehicles (cents). */
  chargesTotalCents: z.number().int(),
  /** The vehicles swapped during the rental, oldest first (decision 035). */
  swaps: z.array(swapSchema).max(100).optional(),
  /** The incidental fees on the booking (decision 032); in a preview, those the check-in would add too. */
  fees: z.array(bookingFeeSchema).max(1_000).default([]),
  /** The fees staff may add (the catalogue's offered ones, decision 032). */
  feesOffered: z
    .array(incidentalFeeSchema.omit({ active: true }))
    .max(200)
    .default([]),
});
export type Handover = z.infer<typeof handoverSchema>;
