import { z } from 'zod';
import { localDateSchema } from './common.schema.ts';

/**
 * The staff drivers a location has for deliveries and collections (decision
 * 030): a number per weekday and, for given local dates, a number of their
 * own (a holiday, a driver away). A delivery or collection is refused when
 * its road time would need more drivers at once than the location has.
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

const driversMessage = 'Enter how many staff drivers, from 0 to 100.';
const driverCount = z
  .number({ error: driversMessage })
  .int(driversMessage)
  .min(0, driversMessage)
  .max(100, driversMessage);

export const deliveryDriversSchema = z
  .object({
    weekdays: z.object(
      Object.fromEntries(weekdays.map((d) => [d, driverCount])) as Record<Weekday, typeof driverCount>,
    ),
    dates: z
      .array(z.object({ date: localDateSchema, drivers: driverCount }))
      .max(400, 'Keep at most 400 dates.'),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    for (const [i, d] of value.dates.entries()) {
      if (seen.has(d.date))
        ctx.addIssue({ code: 'custom', path: ['dates', i, 'date'], message: 'Give each date once.' });
      seen.add(d.date);
    }
  });
export type DeliveryDrivers = z.infer<typeof deliveryDriversSchema>;

/** GET and PUT /api/admin/delivery-drivers/:locationId answer the location's schedule. */
export const deliveryDriversResponseSchema = z.object({
  locationId: z.string().max(64),
  /** False while the location has the demo number (no schedule saved yet). */
  saved: z.boolean(),
  schedule: deliveryDriversSchema,
});
export type DeliveryDriversResponse = z.infer<typeof deliveryDriversResponseSchema>;

/** Staff drivers per day at a location with no schedule of its own (the demo). */
export const demoDeliveryDriversPerDay = 2;
