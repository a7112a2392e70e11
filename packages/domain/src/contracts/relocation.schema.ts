import { z } from 'zod';
import { isoInstantSchema, localDateSchema, localTimeSchema, slugIdSchema } from './common.schema.ts';

/**
 * Relocations (decision 031): staff drive a unit from one location to another.
 * Scheduled, it holds the unit from leaving (wall-clock at the origin) until
 * it arrives (wall-clock at the destination) and then counts at the
 * destination; marked done, the unit is recorded there. A relocation that
 * would leave its origin short at any instant is refused.
 */
const driverNameSchema = z
  .string({ error: 'Give the name of who drives it.' })
  .trim()
  .min(1, 'Give the name of who drives it.')
  .max(120, 'Keep the driver’s name to 120 characters or fewer.');

export const relocationCreateSchema = z.object({
  unitId: z.uuid('Choose a vehicle of the fleet.'),
  fromLocationId: slugIdSchema('Choose where it leaves from.'),
  toLocationId: slugIdSchema('Choose where it goes.'),
  leaveDate: localDateSchema,
  leaveTime: localTimeSchema,
  arriveDate: localDateSchema,
  arriveTime: localTimeSchema,
  driverName: driverNameSchema,
});
export type RelocationCreate = z.infer<typeof relocationCreateSchema>;
export type RelocationCreateInput = z.input<typeof relocationCreateSchema>;

/** A change: any of the times, the destination or the driver (the vehicle and origin stay). */
export const relocationUpdateSchema = z
  .object({
    toLocationId: slugIdSchema('Choose where it goes.').optional(),
    leaveDate: localDateSchema.optional(),
    leaveTime: localTimeSchema.optional(),
    arriveDate: localDateSchema.optional(),
    arriveTime: localTimeSchema.optional(),
    driverName: driverNameSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Change at least one of the times, the destination or the driver.',
    path: ['leaveDate'],
  });
export type RelocationUpdate = z.infer<typeof relocationUpdateSchema>;

export const relocationIdParamsSchema = z.object({ id: z.uuid('No such relocation.') });

export const relocationStatuses = ['scheduled', 'done', 'cancelled'] as const;
export const relocationReasons = ['staff', 'replaces_one_way'] as const;

export const relocationSchema = z.object({
  id: z.uuid(),
  unitId: z.uuid(),
  fleetNumber: z.string().max(16),
  classId: z.string().max(64),
  fromLocationId: z.string().max(64),
  toLocationId: z.string().max(64),
  leaveDate: z.string().max(10),
  leaveTime: z.string().max(5),
  arriveDate: z.string().max(10),
  arriveTime: z.string().max(5),
  /** The same instants with the origin's and the destination's UTC offsets. */
  leavesAt: isoInstantSchema,
  arrivesAt: isoInstantSchema,
  driverName: z.string().max(120),
  status: z.enum(relocationStatuses),
  reason: z.enum(relocationReasons),
  /** The code of the one-way reservation whose arrival it replaces, when that is its reason. */
  reservationCode: z.string().max(16).nullable(),
  createdBy: z.string().max(254),
  createdAt: isoInstantSchema,
});
export type Relocation = z.infer<typeof relocationSchema>;

export const relocationQuerySchema = z.object({
  status: z.enum(relocationStatuses, { error: 'Choose scheduled, done or canceled.' }).optional(),
  classId: slugIdSchema('Choose a class of vehicle.').optional(),
});
export type RelocationQuery = z.infer<typeof relocationQuerySchema>;

export const relocationListSchema = z.object({ relocations: z.array(relocationSchema) });
export type RelocationList = z.infer<typeof relocationListSchema>;

/** The 30-day view of one class (decision 031): `GET /api/admin/relocations/outlook?classId=…`. */
export const relocationOutlookQuerySchema = z.object({
  classId: slugIdSchema('Choose a class of vehicle.'),
});
export type RelocationOutlookQuery = z.infer<typeof relocationOutlookQuerySchema>;

export const relocationOutlookSchema = z.object({
  classId: z.string().max(64),
  className: z.string().max(120),
  locations: z.array(
    z.object({
      locationId: z.string().max(64),
      locationName: z.string().max(120),
      /** Each of the next 30 days at the location (its own calendar): units against the peak held, the fewest free. */
      days: z.array(
        z.object({
          date: z.string().max(10),
          units: z.number().int(),
          held: z.number().int(),
          /** Negative: that many short at some instant of the day. */
          free: z.number().int(),
        }),
      ),
    }),
  ),
  suggestions: z.array(
    z.object({
      fromLocationId: z.string().max(64),
      toLocationId: z.string().max(64),
      units: z.number().int().min(1),
      /** The first day the destination is short. */
      arriveBy: z.string().max(10),
    }),
  ),
});
export type RelocationOutlook = z.infer<typeof relocationOutlookSchema>;
