import type { FastifyInstance } from 'fastify';
import { ApiError } from '../errors.ts';
import { feedMaxAgeSeconds } from './calendar-feeds.service.ts';

/**
 * /api/calendar-feeds/<token>.ics (decision 039): the calendar a feed's token
 * opens, for calendar apps that subscribe to it. No sign-in: the token is
 * the permission, and a token revoked, replaced or mistyped is 404 alike. The
 * answer may be cached five minutes (a change shows within them); the access
 * log shows the path as `[token]` (plugins/access-log.ts).
 */
export async function calendarFeedRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>('/:file', async (request, reply) => {
    const token = request.params.file.replace(/\.ics$/, '');
    const calendar = await app.services.calendarFeeds.feed(token);
    if (calendar === null) throw new ApiError(404, 'not_found', 'No calendar answers at this address.');
    return reply
      .header('content-type', 'text/calendar; charset=utf-8')
      .header('cache-control', `private, max-age=${feedMaxAgeSeconds}`)
      .send(calendar);
  });
}
