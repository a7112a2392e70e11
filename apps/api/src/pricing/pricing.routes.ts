import {
  cancellationPolicyQuerySchema,
  cancellationPolicyResponseSchema,
} from '@convoy/domain/contracts/cancellation.schema';
import {
  extrasQuerySchema,
  extrasResponseSchema,
  protectionResponseSchema,
} from '@convoy/domain/contracts/price-book.schema';
import { rentalChargesResponseSchema } from '@convoy/domain/contracts/rental-charges.schema';
import { describeNoShow, describeTiers } from '@convoy/domain/rules/cancellation-words';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { validationError } from '../validation-error.ts';
import { rentalChargesOf } from './rental-charges.ts';

/** GET /api/extras?locationId=: the active extras with their prices and, for stocked items, the location's stock. */
export async function extrasRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/',
      { schema: { querystring: extrasQuerySchema, response: { 200: extrasResponseSchema } } },
      async (request, reply) => {
        const { locationById, priceBook } = await app.services.catalog.get();
        const { locationId } = request.query;
        if (!locationById.has(locationId)) {
          throw validationError({ locationId: 'Choose one of our pickup locations.' });
        }
        const extras = priceBook.extras
          .filter((e) => e.active)
          .map(({ active: _active, ...e }) => ({
            ...e,
            stock: e.stocked ? priceBook.extraStock(locationId, e.id) : null,
          }));
        return reply.header('cache-control', 'public, max-age=60').send({ extras });
      },
    );
}

/** GET /api/protection: the active protection products, per vehicle per day. */
export async function protectionRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: protectionResponseSchema } } }, async (_request, reply) => {
      const { priceBook } = await app.services.catalog.get();
      const protection = priceBook.protection.filter((p) => p.active).map(({ active: _active, ...p }) => p);
      return reply.header('cache-control', 'public, max-age=60').send({ protection });
    });
}

/**
 * GET /api/cancellation-policy: the company's cancellation policy and each tier
 * in plain words, as the booking and manage pages show it before anyone books
 * or cancels. With a one-way trip's two ends (`locationId`, `returnLocationId`)
 * whose route has a policy of its own, that one, `oneWayTerms` true: what a
 * booking of that trip would keep (decision 028).
 */
export async function cancellationPolicyRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/',
    {
      schema: {
        querystring: cancellationPolicyQuerySchema,
        response: { 200: cancellationPolicyResponseSchema },
      },
    },
    async (request, reply) => {
      const { priceBook } = await app.services.catalog.get();
      const { locationId, returnLocationId } = request.query;
      const own = priceBook.oneWayRoutes.find(
        (r) => r.fromLocationId === locationId && r.toLocationId === returnLocationId,
      )?.cancellation;
      const policy = own ?? priceBook.cancellationPolicy;
      const summary = {
        single: describeTiers(policy.single),
        group: describeTiers(policy.group),
        noShow: describeNoShow(policy.noShow),
      };
      return reply
        .header('cache-control', 'public, max-age=60')
        .send({ policy, summary, ...(own ? { oneWayTerms: true } : {}) });
    },
  );
}

/**
 * GET /api/rental-charges: deposits, young-renter surcharges and mileage per
 * class, the additional-driver fee, each location's taxes and fees, and the
 * cancellation policy, as stored: the rental guidelines, the terms and the
 * vehicle pages print them after hydration,
 * so a change in the back office reaches them as it reaches the prices.
 */
export async function rentalChargesRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/', { schema: { response: { 200: rentalChargesResponseSchema } } }, async (_request, reply) => {
      const answer = rentalChargesOf(await app.services.catalog.get());
      return reply.header('cache-control', 'public, max-age=60').send(answer);
    });
}
