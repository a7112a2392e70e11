import {
  maintenanceBlockSchema,
  maintenanceParamsSchema,
  maintenanceRequestSchema,
  unitCreateSchema,
  unitIdParamsSchema,
  unitListSchema,
  unitQuerySchema,
  unitSchema,
  unitUpdateSchema,
} from '@convoy/domain/contracts/fleet-unit.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/units: the units of the fleet (decision 015), each vehicle's
 * details, and its maintenance blocks.
 */
export async function adminUnitRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const fleet = app.services.fleet;

  routes.get(
    '/',
    { schema: { querystring: unitQuerySchema, response: { 200: unitListSchema } } },
    async (request) => ({
      units: await fleet.list(request.query),
    }),
  );

  routes.post(
    '/',
    {
      schema: { body: unitCreateSchema, response: { 201: unitSchema } },
      config: { audit: { action: 'unit added' } },
    },
    async (request, reply) => {
      const unit = await fleet.create(request.body);
      request.log.info({ admin: adminOf(request).email, unit: unit.fleetNumber }, 'unit added');
      return reply.code(201).send(unit);
    },
  );

  routes.get(
    '/:id',
    { schema: { params: unitIdParamsSchema, response: { 200: unitSchema } } },
    async (request) => fleet.get(request.params.id),
  );

  routes.patch(
    '/:id',
    {
      schema: { params: unitIdParamsSchema, body: unitUpdateSchema, response: { 200: unitSchema } },
      config: { audit: { action: 'unit changed', before: (request) => fleet.get(idOf(request)) } },
    },
    async (request) => {
      const unit = await fleet.update(request.params.id, request.body);
      request.log.info(
        { admin: adminOf(request).email, unit: unit.fleetNumber, fields: Object.keys(request.body) },
        'unit changed',
      );
      return unit;
    },
  );

  routes.post(
    '/:id/maintenance',
    {
      schema: {
        params: unitIdParamsSchema,
        body: maintenanceRequestSchema,
        response: { 201: maintenanceBlockSchema },
      },
      config: { audit: { action: 'maintenance booked', entity: 'maintenance' } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const block = await fleet.addBlock(request.params.id, request.body, by);
      request.log.info({ admin: by, unit: block.fleetNumber, block: block.id }, 'maintenance booked');
      return reply.code(201).send(block);
    },
  );

  routes.delete(
    '/:id/maintenance/:blockId',
    {
      schema: { params: maintenanceParamsSchema },
      config: {
        audit: {
          action: 'maintenance removed',
          entity: 'maintenance',
          id: (request) => (request.params as { blockId: string }).blockId,
          before: async (request) => {
            const { blockId } = request.params as { blockId: string };
            return (await fleet.get(idOf(request))).maintenance.find((b) => b.id === blockId) ?? null;
          },
        },
      },
    },
    async (request, reply) => {
      await fleet.removeBlock(request.params.id, request.params.blockId);
      request.log.info(
        { admin: adminOf(request).email, unit: request.params.id, block: request.params.blockId },
        'maintenance removed',
      );
      return reply.code(204).send();
    },
  );
}

/** The unit id of a validated request's parameters. */
function idOf(request: FastifyRequest): string {
  return (request.params as { id: string }).id;
}
