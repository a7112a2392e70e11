import { z } from 'zod';
import {
  isoInstantSchema,
  localDateSchema,
  localTimeSchema,
  slugIdSchema,
  whenObject,
  whenValidSoFar,
} from './common.schema.ts';
import { stateCodeSchema } from './organisation.schema.ts';
import { isValidVin, vinPattern } from './vin.ts';

/**
 * The units of the fleet (decision 015): each vehicle with its fleet number, VIN,
 * plate, odometer, fuel capacity and status, at a location, of a class; and
 * its maintenance blocks, which take it out of availability with the same
 * no-oversell guarantee as a booking. A class's count of units at a location
 * is the count of its active units there.
 */

export const unitStatuses = ['active', 'retired'] as const;
export type UnitStatus = (typeof unitStatuses)[number];

/** A unit's service is due (by date or odometer) within these of today or its odometer: "due soon". */
export const serviceSoonDays = 14;
export const serviceSoonMiles = 500;
export const maxOdometerMiles = 2_000_000;
export const maxFuelCapacityGallons = 300;

export const fleetNumberSchema = z
  .string({ error: 'Enter the fleet number, like V-1042.' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter the fleet number, like V-1042.')
  .max(16, 'Keep the fleet number to 16 characters or fewer.')
  .regex(/^[A-Z0-9][A-Z0-9-]*$/, 'Use letters, digits and dashes in the fleet number, like V-1042.');

export const vinSchema = z
  .string({ error: 'Enter the 17-character VIN.' })
  .trim()
  .toUpperCase()
  .max(17, 'A VIN has 17 characters.')
  .regex(vinPattern, 'A VIN has 17 letters and digits, never I, O or Q.')
  .refine(isValidVin, {
    error: 'This VIN’s check digit (the 9th character) does not match: check each character.',
    ...whenValidSoFar,
  });

export const plateSchema = z
  .string({ error: 'Enter the license plate.' })
  .trim()
  .toUpperCase()
  .min(1, 'Enter the license plate.')
  .max(10, 'A license plate has at most 10 characters.')
  .regex(/^[A-Z0-9][A-Z0-9 -]*$/, 'Use letters, digits, spaces and dashes in the plate.');

const odometerSchema = z
  .number({ error: 'Enter the odometer in whole miles.' })
  .int('Enter the odometer in whole miles.')
  .min(0, 'The odometer cannot be negative.')
  .max(maxOdometerMiles, `Enter at most ${maxOdometerMiles.toLocaleString('en-US')} miles.`);

const fuelCapacitySchema = z
  .number({ error: 'Enter the fuel tank’s capacity in gallons.' })
  .int('Enter the capacity in whole gallons.')
  .min(1, 'Enter the fuel tank’s capacity in gallons.')
  .max(maxFuelCapacityGallons, `Enter at most ${maxFuelCapacityGallons} gallons.`);

const notesSchema = z.string().trim().max(500, 'Keep the notes to 500 characters or fewer.');

/** POST /api/admin/units: a vehicle joins the fleet (and its class's count at the location). */
export const unitCreateSchema = z.object({
  fleetNumber: fleetNumberSchema,
  vin: vinSchema,
  plate: plateSchema,
  plateState: stateCodeSchema,
  locationId: slugIdSchema('Choose the location the vehicle is kept at.'),
  classId: slugIdSchema('Choose the vehicle’s class.'),
  odometerMiles: odometerSchema,
  fuelCapacityGallons: fuelCapacitySchema,
  /** Next service by date, by odometer, or both; the first reached is due. */
  serviceDueOn: localDateSchema.nullable().default(null),
  serviceDueMiles: odometerSchema.nullable().default(null),
  notes: notesSchema.default(''),
});
export type UnitCreate = z.infer<typeof unitCreateSchema>;
export type UnitCreateInput = z.input<typeof unitCreateSchema>;

/**
 * PATCH /api/admin/units/:id: any of these. Moving to another location or
 * retiring takes the unit out of its class's count there, refused (409
 * `unit_needed`) when confirmed reservations need it.
 */
export const unitUpdateSchema = z
  .object({
    fleetNumber: fleetNumberSchema,
    vin: vinSchema,
    plate: plateSchema,
    plateState: stateCodeSchema,
    locationId: slugIdSchema('Choose the location the vehicle is kept at.'),
    odometerMiles: odometerSchema,
    fuelCapacityGallons: fuelCapacitySchema,
    serviceDueOn: localDateSchema.nullable(),
    serviceDueMiles: odometerSchema.nullable(),
    notes: notesSchema,
    status: z.enum(unitStatuses, { error: 'Choose active or retired.' }),
  })
  .partial()
  .refine((change) => Object.keys(change).length > 0, 'Send at least one field to change.');
export type UnitUpdate = z.infer<typeof unitUpdateSchema>;
export type UnitUpdateInput = z.input<typeof unitUpdateSchema>;

export const unitIdParamsSchema = z.object({ id: z.uuid('No such unit.') });
export const maintenanceParamsSchema = z.object({
  id: z.uuid('No such unit.'),
  blockId: z.uuid('No such maintenance block.'),
});

/** GET /api/admin/units: all units, or those of a location, a class, a status. */
export const unitQuerySchema = z.object({
  locationId: slugIdSchema('Choose a location.').optional(),
  classId: slugIdSchema('Choose a class.').optional(),
  status: z.enum(unitStatuses, { error: 'Choose active or retired.' }).optional(),
});
export type UnitQuery = z.infer<typeof unitQuerySchema>;

/** A stretch of wall-clock time at one location: its start and end dates and times. */
interface Period {
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
}

/**
 * The end after the start, compared as local date and time (both at the unit's location): on the end
 * date, or on the end time when the dates are the same. Runs once each date and time is valid.
 */
export function endAfterStart(ctx: z.core.ParsePayload<Period>): void {
  const v = ctx.value;
  if (!whenObject.when({ value: v })) return;
  const ok = [v.startDate, v.endDate].every((d) => localDateSchema.safeParse(d).success);
  const times = [v.startTime, v.endTime].every((t) => localTimeSchema.safeParse(t).success);
  if (!ok || !times) return;
  if (`${v.endDate}T${v.endTime}` > `${v.startDate}T${v.startTime}`) return;
  ctx.issues.push({
    code: 'custom',
    input: v,
    path: [v.endDate < v.startDate ? 'endDate' : 'endTime'],
    message: 'The end must be after the start.',
  });
}

/**
 * POST /api/admin/units/:id/maintenance: wall-clock dates and times at the
 * unit's location, like a reservation's. The end must be after the start and
 * still to come.
 */
export const maintenanceRequestSchema = z
  .object({
    startDate: localDateSchema,
    startTime: localTimeSchema,
    endDate: localDateSchema,
    endTime: localTimeSchema,
    reason: z
      .string({ error: 'Say why the vehicle is out, like "brakes" or "annual inspection".' })
      .trim()
      .min(1, 'Say why the vehicle is out, like "brakes" or "annual inspection".')
      .max(200, 'Keep the reason to 200 characters or fewer.'),
  })
  .check(endAfterStart);
export type MaintenanceRequest = z.infer<typeof maintenanceRequestSchema>;
export type MaintenanceRequestInput = z.input<typeof maintenanceRequestSchema>;

export const maintenanceBlockSchema = z.object({
  id: z.uuid(),
  unitId: z.uuid(),
  fleetNumber: z.string().max(16),
  locationId: z.string().max(64),
  classId: z.string().max(64),
  startDate: z.string().max(10),
  startTime: z.string().max(5),
  endDate: z.string().max(10),
  endTime: z.string().max(5),
  /** The same instants with the location's UTC offset. */
  startsAt: isoInstantSchema,
  endsAt: isoInstantSchema,
  reason: z.string().max(200),
  createdBy: z.string().max(254),
  createdAt: isoInstantSchema,
});
export type MaintenanceBlock = z.infer<typeof maintenanceBlockSchema>;

/** Whether the service is due: passed (`overdue`), within 14 days or 500 miles (`soon`), or not yet (null). */
export const serviceStates = ['overdue', 'soon'] as const;
export type ServiceState = (typeof serviceStates)[number];

export const unitSchema = z.object({
  id: z.uuid(),
  fleetNumber: z.string().max(16),
  /** Null only for a unit counted before units had details (migration 0019): staff fill it in. */
  vin: z.string().max(17).nullable(),
  plate: z.string().max(10).nullable(),
  plateState: z.string().max(2).nullable(),
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  classId: z.string().max(64),
  className: z.string().max(200),
  odometerMiles: z.number().int(),
  fuelCapacityGallons: z.number().int(),
  status: z.enum(unitStatuses),
  /** The maintenance block it is in now, if any. */
  inMaintenance: maintenanceBlockSchema.nullable(),
  /** Blocks not yet over, soonest first. */
  maintenance: z.array(maintenanceBlockSchema).max(100),
  serviceDueOn: z.string().max(10).nullable(),
  serviceDueMiles: z.number().int().nullable(),
  service: z.enum(serviceStates).nullable(),
  notes: z.string().max(500),
  createdAt: isoInstantSchema,
  updatedAt: isoInstantSchema,
});
export type Unit = z.infer<typeof unitSchema>;

export const unitListSchema = z.object({ units: z.array(unitSchema).max(20_000) });
export type UnitList = z.infer<typeof unitListSchema>;

/** PUT /api/admin/assignments/:code/:classId/:seq: the unit a booked vehicle gets. */
export const assignmentParamsSchema = z.object({
  code: z.string().trim().toUpperCase().max(16),
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.coerce.number().int().min(1).max(100),
});
export const assignmentRequestSchema = z.object({ unitId: z.uuid('Choose a vehicle of the fleet.') });
export const reservationCodeParamsSchema = z.object({ code: z.string().trim().toUpperCase().max(16) });

/** A unit as the counter's answers name it. */
export const unitRefSchema = z.object({
  id: z.uuid(),
  fleetNumber: z.string().max(16),
  plate: z.string().max(10).nullable(),
});

/** A booked vehicle in the counter's answers: its class and its number within the class's line (1…quantity). */
export const bookedVehicleFields = {
  classId: z.string().max(64),
  className: z.string().max(200),
  seq: z.number().int(),
};

/** A reservation's vehicles, each with the unit it was given (null: none yet). */
export const reservationUnitsSchema = z.object({
  code: z.string().max(16),
  vehicles: z
    .array(
      z.object({
        ...bookedVehicleFields,
        unit: unitRefSchema.nullable(),
        /** `auto`, or the staff member who chose it. */
        assignedBy: z.string().max(254).nullable(),
      }),
    )
    .max(100),
});
export type ReservationUnits = z.infer<typeof reservationUnitsSchema>;
