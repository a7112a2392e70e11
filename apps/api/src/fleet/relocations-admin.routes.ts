import {
  relocationCreateSchema,
  relocationIdParamsSchema,
  relocationListSchema,
  relocationOutlookQuerySchema,
  relocationOutlookSchema,
  relocationQuerySchema,
  relocationSchema,
  relocationUpdateSchema,
} from '@convoy/domain/contracts/relocation.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/relocations: units driven between locations by staff (decision
 * 031): list, schedule, change, cancel, and mark done when the unit arrives.
 */
export async function adminRelocationRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const relocations = app.services.relocations;
  const before = (request: FastifyRequest) => relocations.get((request.params as { id: string }).id);

  routes.get(
    '/',
    { schema: { querystring: relocationQuerySchema, response: { 200: relocationListSchema } } },
    async (request) => ({ relocations: await relocations.list(request.query) }),
  );

  routes.get(
    '/outlook',
    { schema: { querystring: relocationOutlookQuerySchema, response: { 200: relocationOutlookSchema } } },
    async (request) => relocations.outlook(request.query.classId),
  );

  routes.post(
    '/',
    {
      schema: { body: relocationCreateSchema, response: { 201: relocationSchema } },
      config: { audit: { action: 'relocation scheduled' } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const relocation = await relocations.create(request.body, by);
      request.log.info({ admin: by, relocation: relocation.id }, 'relocation scheduled');
      return reply.code(201).send(relocation);
    },
  );

  routes.get(
    '/:id',
    { schema: { params: relocationIdParamsSchema, response: { 200: relocationSchema } } },
    async (request) => relocations.get(request.params.id),
  );

  routes.patch(
    '/:id',
    {
      schema: {
        params: relocationIdParamsSchema,
        body: relocationUpdateSchema,
        response: { 200: relocationSchema },
      },
      config: { audit: { action: 'relocation changed', before } },
    },
    async (request) => {
      const relocation = await relocations.update(request.params.id, request.body);
      request.log.info({ admin: adminOf(request).email, relocation: relocation.id }, 'relocation changed');
      return relocation;
    },
  );

  routes.post(
    '/:id/cancel',
    {
      schema: { params: relocationIdParamsSchema, response: { 200: relocationSchema } },
      config: { audit: { action: 'relocation cancelled', before } },
    },
    async (request) => {
      const relocation = await relocations.cancel(request.params.id);
      request.log.info({ admin: adminOf(request).email, relocation: relocation.id }, 'relocation cancelled');
      return relocation;
    },
  );

  routes.post(
    '/:id/done',
    {
      schema: { params: relocationIdParamsSchema, response: { 200: relocationSchema } },
      config: { audit: { action: 'relocation done', before } },
    },
    async (request) => {
      const relocation = await relocations.markDone(request.params.id);
      request.log.info({ admin: adminOf(request).email, relocation: relocation.id }, 'relocation done');
      return relocation;
    },
  );
}
