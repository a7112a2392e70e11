import {
  doNotRentEntryChangeSchema,
  doNotRentEntryRequestSchema,
  doNotRentEntrySchema,
  doNotRentIdParamsSchema,
  doNotRentListSchema,
  doNotRentOverrideRequestSchema,
  doNotRentOverrideSchema,
  doNotRentReviewParamsSchema,
  doNotRentReviewSchema,
} from '@convoy/domain/contracts/do-not-rent.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/do-not-rent (managers and owners, the `do-not-rent` area): the
 * list, masked; an entry added, its reason or lapse changed, removed; a
 * booking let through with a reason, and whether a booking is held for review. The service enters each in the audit log by the
 * entry's id (decision 021), so the back office's own entry, which would copy
 * the request and the answer, is off.
 */
export async function adminDoNotRentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const doNotRent = app.services.doNotRent;
  const own = { audit: false as const };

  routes.get('/', { schema: { response: { 200: doNotRentListSchema } } }, async () => doNotRent.list());

  routes.post(
    '/',
    {
      schema: { body: doNotRentEntryRequestSchema, response: { 201: doNotRentEntrySchema } },
      config: own,
    },
    async (request, reply) =>
      reply.code(201).send(await doNotRent.add(request.body, adminOf(request).adminId)),
  );

  routes.patch(
    '/:id',
    {
      schema: {
        params: doNotRentIdParamsSchema,
        body: doNotRentEntryChangeSchema,
        response: { 200: doNotRentEntrySchema },
      },
      config: own,
    },
    async (request) => doNotRent.change(request.params.id, request.body),
  );

  routes.delete(
    '/:id',
    { schema: { params: doNotRentIdParamsSchema, response: { 200: doNotRentListSchema } }, config: own },
    async (request) => doNotRent.remove(request.params.id),
  );

  routes.post(
    '/overrides',
    {
      schema: { body: doNotRentOverrideRequestSchema, response: { 201: doNotRentOverrideSchema } },
      config: own,
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await doNotRent.override(
            request.body.reservationCode,
            request.body.reason,
            adminOf(request).adminId,
          ),
        ),
  );

  routes.get(
    '/reviews/:code',
    { schema: { params: doNotRentReviewParamsSchema, response: { 200: doNotRentReviewSchema } } },
    async (request) => doNotRent.review(request.params.code),
  );
}
