import { calendarFeedFileParamsSchema } from '@convoy/domain/contracts/calendar-feed.schema';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { feedMaxAgeSeconds } from './calendar-feeds.service.ts';

/**
 * /api/calendar-feeds/<token>.ics (decision 039): the calendar a feed's token
 * opens, for calendar apps that subscribe to it. No sign-in: the token is
 * the permission, and a token revoked, replaced or never issued is 404 alike
 * (a file name of another shape, 400). The
 * answer may be cached five minutes (a change shows within them); the access
 * log shows the path as `[token]` (plugins/access-log.ts).
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/:file', { schema: { params: calendarFeedFileParamsSchema } }, async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const calendar = await app.services.calendarFeeds.feed(token);
    if (calendar === null) throw new ApiError(404, 'not_found', 'No calendar answers at this address.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', `private, max-age=${feedMaxAgeSeconds}`)
      .send(calendar);
  });
}
