import { z } from 'zod';
import { isoInstantSchema } from './common.schema.ts';

/**
 * Calendar feeds (decision 039): the iCalendar URL of an organisation's
 * bookings or of a location's pickups and returns. `secretUrl` carries the
 * feed's own token: whoever has it reads that calendar, so it is named as a
 * secret (the audit log leaves such keys out) and shown only to staff.
 */
export const calendarFeedSchema = z.object({
  secretUrl: z.string(),
  createdAt: isoInstantSchema,
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/** GET: the feed, or null when none is issued (or it was revoked). */
export const calendarFeedAnswerSchema = z.object({ feed: calendarFeedSchema.nullable() });
export type CalendarFeedAnswer = z.infer<typeof calendarFeedAnswerSchema>;

export const locationFeedParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/, 'No such location.'),
});

/** GET /api/calendar-feeds/:file: `cal_`, the token's 43 characters, `.ics`. */
export const calendarFeedFileParamsSchema = z.object({
  file: z
    .string()
    .max(60)
    .regex(/^cal_[A-Za-z0-9_-]{43}\.ics$/, 'No calendar answers at this address.'),
});
