import { z } from 'zod';
import { oneLineSchema, slugIdSchema } from './common.schema.ts';
import { addendumAcknowledgementSchema, readingFields } from './counter.schema.ts';
import { unitRefSchema } from './fleet-unit.schema.ts';

const { classId: _, seq: __, ...unitReading } = readingFields;

/** One unit's readings and inspection in a swap: the old one coming back, the new one going out. */
export const swapReadingSchema = z.object(unitReading);

/**
 * POST /api/admin/counter/:code/swap (decision 035): a booked vehicle on rent
 * changes unit now. `fromUnitId` is the unit staff see on it (a second submit
 * after the swap finds another and is refused); the old unit comes back with
 * `returned` (readings, its return inspection), the new one goes out with
 * `out` (its check-out inspection) and the named driver who takes it. A unit of
 * a bigger class is an upgrade at no charge, said with `upgrade`; `brokeDown`
 * takes the old unit into maintenance. The renter acknowledges the swap as an
 * addendum to their agreement. Sent again with the same inspection keys, it
 * answers as the first did.
 */
export const swapRequestSchema = z.object({
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.number().int().min(1).max(100),
  fromUnitId: z.uuid('Reload the page: no such vehicle.'),
  toUnitId: z.uuid('Choose the vehicle it is swapped for.'),
  upgrade: z.boolean().default(false),
  brokeDown: z.boolean().default(false),
  reason: oneLineSchema('Say why the vehicle is swapped.')
    .min(1, 'Say why the vehicle is swapped.')
    .max(500, 'Keep the reason to 500 characters or fewer.'),
  driverId: z.uuid('Choose one of the booking’s drivers.').optional(),
  returned: swapReadingSchema,
  out: swapReadingSchema,
  addendum: addendumAcknowledgementSchema,
});
export type SwapRequest = z.infer<typeof swapRequestSchema>;
export type SwapRequestInput = z.input<typeof swapRequestSchema>;

/** GET /api/admin/counter/:code/swap/units?classId=…&seq=…: the units a booked vehicle on rent may swap to. */
export const swapUnitsQuerySchema = z.object({
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.coerce.number().int().min(1).max(100),
});

/** A unit free from now to the booked return (turnaround included): of the booked class, or a bigger one. */
export const swapUnitSchema = unitRefSchema.extend({
  classId: z.string().max(64),
  className: z.string().max(120),
  /** A bigger class than booked: given as an upgrade at no charge. */
  upgrade: z.boolean(),
  odometerMiles: z.number().int(),
});
export const swapUnitsSchema = z.object({ units: z.array(swapUnitSchema).max(500) });
export type SwapUnit = z.infer<typeof swapUnitSchema>;

/** GET /api/admin/counter/:code/swaps/:classId/:seq/:leg/addendum.pdf: a swap's addendum, staff only. */
export const swapAddendumParamsSchema = z.object({
  code: z.string().max(16),
  classId: slugIdSchema('No such vehicle class.'),
  seq: z.coerce.number().int().min(1).max(100),
  leg: z.coerce.number().int().min(1).max(1000),
});
