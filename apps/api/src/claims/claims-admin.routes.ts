import {
  claimEstimateRequestSchema,
  claimIdParamsSchema,
  claimLimitsSchema,
  claimListQuerySchema,
  claimListSchema,
  claimSchema,
  claimWaiveRequestSchema,
} from '@convoy/domain/contracts/claim.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import { sendPdf } from '../plugins/pdf-reply.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { keyedRequestOf, markReplay } from '../reservations/keyed-action.ts';

const answer = { params: claimIdParamsSchema, response: { 200: claimSchema } };

/**
 * /api/admin/claims (decision 036): the damage claims check-in opened, per
 * location and status; a claim's estimate, its insurer letter, its settlement
 * (an Idempotency-Key, like every action on money) and its waiver (the money
 * area's); the limits per state (the settings area's). The back-office hook
 * enters each change in the audit log by the claim's id.
 */
export async function adminClaimRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const claims = app.services.claims;
  const before = (request: FastifyRequest) => claims.view((request.params as { id: string }).id);

  routes.get(
    '/',
    { schema: { querystring: claimListQuerySchema, response: { 200: claimListSchema } } },
    (request) => claims.list(request.query),
  );
  routes.get('/limits', { schema: { response: { 200: claimLimitsSchema } } }, async () => ({
    limits: await claims.limits(),
  }));
  routes.put(
    '/limits',
    {
      schema: { body: claimLimitsSchema, response: { 200: claimLimitsSchema } },
      config: { staffArea: 'settings', audit: { action: 'claim limits saved', id: () => 'limits' } },
    },
    async (request) => ({ limits: await claims.saveLimits(request.body.limits) }),
  );
  routes.get('/:id', { schema: answer }, (request) => claims.view(request.params.id));
  routes.put(
    '/:id/estimate',
    {
      schema: { ...answer, body: claimEstimateRequestSchema },
      config: { audit: { action: 'claim estimated', before } },
    },
    (request) => claims.estimate(request.params.id, request.body),
  );
  routes.get('/:id/letter.pdf', { schema: { params: claimIdParamsSchema } }, async (request, reply) =>
    sendPdf(reply, await claims.letter(request.params.id)),
  );
  routes.post(
    '/:id/letter-sent',
    { schema: answer, config: { audit: { action: 'insurer letter sent', before } } },
    (request) => claims.letterSent(request.params.id),
  );
  routes.post(
    '/:id/settle',
    { schema: answer, config: { audit: { action: 'claim settled', before } } },
    async (request, reply) => {
      const by = adminOf(request).email;
      const { replayed, ...claim } = await claims.settle(request.params.id, keyedRequestOf(request), by);
      markReplay(reply, { replayed });
      request.log.info({ admin: by, claim: claim.id, code: claim.code }, 'claim settled');
      return claim;
    },
  );
  routes.post(
    '/:id/waive',
    {
      schema: { ...answer, body: claimWaiveRequestSchema },
      config: { staffArea: 'money', audit: { action: 'claim waived', before } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const { replayed, ...claim } = await claims.waive(
        request.params.id,
        request.body.reason,
        keyedRequestOf(request),
        by,
      );
      markReplay(reply, { replayed });
      return claim;
    },
  );
}
