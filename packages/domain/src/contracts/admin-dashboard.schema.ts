import { z } from 'zod';
import { localDateSchema } from './common.schema.ts';

/**
 * GET /api/admin/dashboard (decision 041): the back office's home, for the
 * location and day chosen in its top bar. `location` empty or absent: every
 * location; `day` is the counter's day (the browser sends the location's
 * today when none was chosen).
 */
export const adminDashboardQuerySchema = z.object({
  location: z
    .string()
    .max(64, 'Choose a location from the list.')
    .regex(/^[a-z0-9-]*$/, 'Choose a location from the list.')
    .optional(),
  day: localDateSchema,
});
export type AdminDashboardQuery = z.infer<typeof adminDashboardQuerySchema>;

const count = z.number().int().min(0);
const cents = z.number().int();

/** One class at one location this week: its stock and the vehicle-days booked of it. */
export const utilisationRowSchema = z.object({
  locationId: z.string().max(64),
  locationName: z.string().max(200),
  classId: z.string().max(64),
  className: z.string().max(200),
  units: count,
  /** Vehicle-days booked in the week, to a tenth of a day. */
  bookedDays: z.number().min(0),
  /** `units` × 7. */
  availableDays: count,
  /** Booked of available, a whole per cent (0 when the class has no units there). */
  percent: count,
});
export type UtilisationRow = z.infer<typeof utilisationRowSchema>;

/**
 * Each card, or null when the signed-in role may not read its area (a card
 * shown never links to a view the role cannot open).
 */
export const adminDashboardSchema = z.object({
  location: z.string().max(64).nullable(),
  day: localDateSchema,
  /** The counter area. */
  counter: z.object({ pickups: count, returns: count, vehiclesOut: count }).nullable(),
  /** The fleet area: Monday to Sunday of the week holding `day`. */
  utilisation: z
    .object({
      weekStart: localDateSchema,
      weekEnd: localDateSchema,
      rows: z.array(utilisationRowSchema).max(2000),
    })
    .nullable(),
  /** The money area: bookings picked up in the month of `day`, and in the same month a year before. */
  revenue: z
    .object({
      month: z.string().max(7),
      cents,
      lastYearMonth: z.string().max(7),
      lastYearCents: cents,
    })
    .nullable(),
  /** The money area: open invoices, and those past their due date. */
  receivables: z
    .object({ openCount: count, openCents: cents, overdueCount: count, overdueCents: cents })
    .nullable(),
  /** The enquiries area: quote requests nobody has answered. */
  quotes: z.object({ awaiting: count }).nullable(),
  /** The bookings area: bookings picking up in the 7 days from `day` that need someone. */
  attention: z.object({ unassigned: count, unpaid: count, driversNotReady: count }).nullable(),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
