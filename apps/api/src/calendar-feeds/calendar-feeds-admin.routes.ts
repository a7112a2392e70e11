import { adminOrganisationCodeParamsSchema } from '@convoy/domain/contracts/admin-money.schema';
import {
  calendarFeedAnswerSchema,
  calendarFeedSchema,
  locationFeedParamsSchema,
} from '@convoy/domain/contracts/calendar-feed.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import type { FeedLink } from './calendar-feeds.service.ts';

const answer = (link: FeedLink) => ({ secretUrl: link.url, createdAt: link.createdAt });

/**
 * /api/admin/calendar-feeds (decision 039): an organisation's feed (the money
 * area, as its page is) and a location's (the settings area): the URL, a new
 * one (the old one stops answering), revoked. The audit log records each,
 * without the URL (`secretUrl` is left out like every secret).
 */
export async function adminCalendarFeedRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const feeds = app.services.calendarFeeds;
  for (const [path, scope, params, key, area, entity] of [
    [
      '/organisations/:code',
      'organisation',
      adminOrganisationCodeParamsSchema,
      'code',
      'money',
      'organisation',
    ],
    ['/locations/:id', 'location', locationFeedParamsSchema, 'id', 'settings', 'settings'],
  ] as const) {
    const of = (request: { params: unknown }) => (request.params as Record<string, string>)[key]!;
    routes.get(
      path,
      { schema: { params, response: { 200: calendarFeedAnswerSchema } }, config: { staffArea: area } },
      async (request) => {
        const link = await feeds.current(scope, of(request));
        return { feed: link && answer(link) };
      },
    );
    routes.post(
      path,
      {
        schema: { params, response: { 200: calendarFeedSchema } },
        config: { staffArea: area, audit: { action: `${scope} calendar feed issued`, entity } },
      },
      async (request) => answer(await feeds.issue(scope, of(request), adminOf(request).email)),
    );
    routes.delete(
      path,
      {
        schema: { params },
        config: { staffArea: area, audit: { action: `${scope} calendar feed revoked`, entity } },
      },
      async (request, reply) => {
        await feeds.revoke(scope, of(request));
        return reply.code(204).send();
      },
    );
  }
}
