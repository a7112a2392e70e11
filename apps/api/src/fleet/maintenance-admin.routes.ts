import {
  maintenanceBlockSchema,
  unitIdParamsSchema,
  unitSchema,
} from '@convoy/domain/contracts/fleet-unit.schema';
import {
  dueSoonListSchema,
  dueSoonQuerySchema,
  programListSchema,
  programParamsSchema,
  programRequestSchema,
  programSchema,
  servicedRequestSchema,
  serviceSlotRequestSchema,
} from '@convoy/domain/contracts/maintenance.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/maintenance: the classes' maintenance programs, a location's
 * units due soon, a service booked at a free time, a service recorded done
 * (decision 033).
 */
export async function adminMaintenanceRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const maintenance = app.services.maintenance;

  routes.get('/programs', { schema: { response: { 200: programListSchema } } }, async () => ({
    programs: await maintenance.programs(),
  }));

  routes.put(
    '/programs/:classId',
    {
      schema: { params: programParamsSchema, body: programRequestSchema, response: { 200: programSchema } },
      config: { audit: { action: 'maintenance program set', entity: 'fleet' } },
    },
    async (request) => maintenance.putProgram(request.params.classId, request.body),
  );

  routes.get(
    '/due',
    { schema: { querystring: dueSoonQuerySchema, response: { 200: dueSoonListSchema } } },
    async (request) => ({ units: await maintenance.dueSoon(request.query.locationId) }),
  );

  routes.post(
    '/units/:id/service',
    {
      schema: {
        params: unitIdParamsSchema,
        body: serviceSlotRequestSchema,
        response: { 201: maintenanceBlockSchema },
      },
      config: { audit: { action: 'service booked', entity: 'maintenance' } },
    },
    async (request, reply) => {
      const by = adminOf(request).email;
      const block = await maintenance.bookService(request.params.id, request.body, by);
      request.log.info({ admin: by, unit: block.fleetNumber, block: block.id }, 'service booked');
      return reply.code(201).send(block);
    },
  );

  routes.post(
    '/units/:id/serviced',
    {
      schema: { params: unitIdParamsSchema, body: servicedRequestSchema, response: { 200: unitSchema } },
      config: { audit: { action: 'service recorded', entity: 'unit' } },
    },
    async (request) => maintenance.serviced(request.params.id, request.body),
  );
}
