import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewListQuerySchema,
  reviewListSchema,
  reviewPageSchema,
  reviewParamsSchema,
  reviewResolutionSchema,
  reviewSectionQuerySchema,
  reviewSubmissionSchema,
} from '@convoy/domain/contracts/review.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { linkTokenOf } from '../plugins/link-token.ts';
import { rateLimits } from '../plugins/rate-limit.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/review: the renter's review page and answer, with the token of the e-mail's link (decision 047). */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviews = app.services.reviews;
  const config = { rateLimit: rateLimits.account };
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  routes.get('/', { schema: { response: { 200: reviewPageSchema } }, config }, async (request) =>
    reviews.page(linkTokenOf(request)),
  );
  routes.post(
    '/',
    {
      schema: { body: reviewSubmissionSchema, response: { 200: reviewPageSchema } },
      bodyLimit: 16 * 1024,
      config,
    },
    async (request) => reviews.submit(linkTokenOf(request), request.body),
  );
}

/**
 * /api/reviews?vehicleId= | ?locationId=: published reviews and the rating over every submitted one;
 * /api/reviews/section: the same as a page's section, in HTML (decision 049).
 */
export async function publishedReviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: rateLimits.search };
  routes.get(
    '/',
    { schema: { querystring: reviewListQuerySchema, response: { 200: reviewListSchema } }, config },
    async (request, reply) =>
      reply
        .header('cache-control', 'public, max-age=300')
        .send(await app.services.reviews.list(request.query)),
  );
  routes.get(
    '/section',
    { schema: { querystring: reviewSectionQuerySchema }, config },
    async (request, reply) => {
      const { locale, ...about } = request.query;
      const of = about.vehicleId ? { vehicleId: about.vehicleId } : { locationId: about.locationId ?? '' };
      return reply
        .header('cache-control', 'public, max-age=60')
        .type('text/html; charset=utf-8')
        .send(await app.services.reviewPages.section(of, locale));
    },
  );
}

/**
 * /api/admin/reviews (the `content` area): submitted reviews, a low rating's open items first to
 * resolve, publishing with the reviewer's consent. The service enters each change in the audit log.
 */
export async function adminReviewRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviews = app.services.reviews;
  const own = { audit: false as const };
  routes.get(
    '/',
    { schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } } },
    async (request) => reviews.adminList(request.query.followUp),
  );
  for (const [path, publish] of [
    ['/:id/publish', true],
    ['/:id/unpublish', false],
  ] as const) {
    routes.post(
      path,
      { schema: { params: reviewParamsSchema, response: { 200: adminReviewSchema } }, config: own },
      async (request) => reviews.publish(request.params.id, adminOf(request).email, publish),
    );
  }
  routes.post(
    '/:id/resolve',
    { schema: { params: reviewParamsSchema, body: reviewResolutionSchema }, config: own },
    async (request, reply) => {
      await reviews.resolve(request.params.id, adminOf(request).email, request.body.note);
      return reply.code(204).send();
    },
  );
}
