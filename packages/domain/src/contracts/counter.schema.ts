import { z } from 'zod';
import { isoInstantSchema, localDateSchema, slugIdSchema } from './common.schema.ts';

/**
 * The counter (issue 20): the fleet calendar of a location, and the day's
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
export const handoverNeeds = ['unit', 'driver', 'payment', 'agreement'] as const;
export type HandoverNeed = (typeof handoverNeeds)[number];
export const handoverNeedLabels: Record<HandoverNeed, string> = {
  unit: 'A vehicle assigned to each booked vehicle',
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

export const todayVehicleSchema = z.object({
  classId: z.string().max(64),
  className: z.string().max(200),
  seq: z.number().int().min(1),
  unit: z
    .object({ id: z.uuid(), fleetNumber: z.string().max(16), plate: z.string().max(10).nullable() })
    .nullable(),
});

export const todayItemSchema = z.object({
  code: z.string().max(16),
  status: z.string().max(24),
  /** The organisation, else the renter's name. */
  label: z.string().max(130),
  renterName: z.string().max(130),
  phone: z.string().max(40),
  pickupAt: isoInstantSchema,
  returnAt: isoInstantSchema,
  vehicles: z.array(todayVehicleSchema).max(100),
  /** What is still missing (empty: ready); `unit` also on the day before pickup. */
  missing: z.array(z.enum(handoverNeeds)).max(handoverNeeds.length),
  /** What the renter still owes (cents), 0 when settled or invoiced on terms. */
  balanceCents: z.number().int(),
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
});
export type Today = z.infer<typeof todaySchema>;
