import { z } from 'zod';
import { localDateSchema, localTimeSchema, slugIdSchema } from './common.schema.ts';
import { endAfterStart, maxOdometerMiles, serviceStates } from './fleet-unit.schema.ts';

/**
 * Maintenance programs (docs/decisions/033-maintenance-programs.md): each class's
 * units serviced every N miles or M months, whichever comes first; a unit
 * "due soon" within the program's thresholds; the due-soon list of a location
 * with the next free times to service each unit, one of which books it.
 */

const wholeOrNull = (what: string, max: number) =>
  z
    .number({ error: `Enter ${what} as a whole number, or leave it empty.` })
    .int(`Enter ${what} as a whole number.`)
    .min(1, `Enter ${what} of at least 1.`)
    .max(max, `Enter ${what} of at most ${max.toLocaleString('en-US')}.`)
    .nullable();

/** PUT /api/admin/maintenance/programs/:classId: the class's program. */
export const programRequestSchema = z
  .object({
    everyMiles: wholeOrNull('the miles between services', 100_000),
    everyMonths: wholeOrNull('the months between services', 60),
    soonMiles: z
      .number({ error: 'Enter how many miles ahead a service is due soon.' })
      .int('Enter whole miles.')
      .min(0, 'Enter 0 or more miles.')
      .max(20_000, 'Enter at most 20,000 miles.'),
    soonDays: z
      .number({ error: 'Enter how many days ahead a service is due soon.' })
      .int('Enter whole days.')
      .min(0, 'Enter 0 or more days.')
      .max(180, 'Enter at most 180 days.'),
    /** How long the vehicle is out for a service: the length of the times offered. */
    serviceHours: z
      .number({ error: 'Enter how many hours a service takes.' })
      .int('Enter whole hours.')
      .min(1, 'A service takes at least an hour.')
      .max(168, 'Enter at most 168 hours (a week).'),
  })
  .refine((p) => p.everyMiles !== null || p.everyMonths !== null, {
    path: ['everyMiles'],
    message: 'Enter the miles, the months, or both.',
  });
export type ProgramRequest = z.infer<typeof programRequestSchema>;

export const programParamsSchema = z.object({ classId: slugIdSchema('No such vehicle class.') });

export const programSchema = z.object({
  classId: z.string().max(64),
  className: z.string().max(200),
  everyMiles: z.number().int().nullable(),
  everyMonths: z.number().int().nullable(),
  soonMiles: z.number().int(),
  soonDays: z.number().int(),
  serviceHours: z.number().int(),
});
export type Program = z.infer<typeof programSchema>;
export const programListSchema = z.object({ programs: z.array(programSchema).max(200) });
export type ProgramList = z.infer<typeof programListSchema>;

/** GET /api/admin/maintenance/due?locationId=: the units of a location due soon or overdue. */
export const dueSoonQuerySchema = z.object({ locationId: slugIdSchema('Choose a location.') });

/** A stretch of time at the unit's location, as staff read and send it. */
export const serviceSlotSchema = z.object({
  startDate: localDateSchema,
  startTime: localTimeSchema,
  endDate: localDateSchema,
  endTime: localTimeSchema,
});
export type ServiceSlot = z.infer<typeof serviceSlotSchema>;

/** POST /api/admin/maintenance/units/:id/service: one of the unit's free times, or any other, ending after it starts. */
export const serviceSlotRequestSchema = serviceSlotSchema.check(endAfterStart);

export const serviceReasons = ['date', 'miles', 'forecast'] as const;

export const dueUnitSchema = z.object({
  unitId: z.uuid(),
  fleetNumber: z.string().max(16),
  classId: z.string().max(64),
  className: z.string().max(200),
  odometerMiles: z.number().int(),
  serviceDueOn: z.string().max(10).nullable(),
  serviceDueMiles: z.number().int().nullable(),
  /** Miles a day from its readings at check-outs and returns; null with too few. */
  averageDailyMiles: z.number().nullable(),
  /** The day its pace reaches the mileage. */
  milesDueOn: z.string().max(10).nullable(),
  /** The earlier of serviceDueOn and milesDueOn. */
  dueOn: z.string().max(10).nullable(),
  state: z.enum(serviceStates),
  reasons: z.array(z.enum(serviceReasons)).max(3),
  /** Why, in words. */
  why: z.string().max(300),
  /** Its service booked already: the block's start (local date and time). */
  serviceBooked: serviceSlotSchema.nullable(),
  /** Bookings given this unit after it came due: staff move them (decision 033). */
  bookedOnIt: z.array(z.string().max(16)).max(100),
  /** The next free times of the program's length to service it. */
  slots: z.array(serviceSlotSchema).max(10),
});
export type DueUnit = z.infer<typeof dueUnitSchema>;
export const dueSoonListSchema = z.object({ units: z.array(dueUnitSchema).max(5_000) });
export type DueSoonList = z.infer<typeof dueSoonListSchema>;

/** POST /api/admin/maintenance/units/:id/serviced: the service done, with the odometer then. */
export const servicedRequestSchema = z.object({
  odometerMiles: z
    .number({ error: 'Enter the odometer in whole miles.' })
    .int('Enter the odometer in whole miles.')
    .min(0, 'The odometer cannot be negative.')
    .max(maxOdometerMiles, `Enter at most ${maxOdometerMiles.toLocaleString('en-US')} miles.`),
  servicedOn: localDateSchema,
});
export type ServicedRequest = z.infer<typeof servicedRequestSchema>;
