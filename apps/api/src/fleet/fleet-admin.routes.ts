import {
  adminFleetSchema,
  fleetClassParamsSchema,
  fleetClassUpdateSchema,
} from '@convoy/domain/contracts/admin-fleet.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/admin/fleet: classes with rates and units per location; PUT /:classId saves one class. */
export async function adminFleetRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const fleet = app.services.fleetAdmin;

  routes.get('/', { schema: { response: { 200: adminFleetSchema } } }, async () => fleet.get());

  routes.put(
    '/:classId',
    {
      schema: {
        params: fleetClassParamsSchema,
        body: fleetClassUpdateSchema,
        response: { 200: adminFleetSchema },
      },
      config: {
        audit: {
          action: 'rates and units saved',
          before: async (request) => {
            const { classId } = request.params as { classId: string };
            return (await fleet.get()).classes.find((c) => c.id === classId) ?? null;
          },
        },
      },
    },
    async (request) => {
      const result = await fleet.update(request.params.classId, request.body);
      request.log.info(
        { admin: adminOf(request).email, classId: request.params.classId },
        'rates and units saved',
      );
      return result;
    },
  );
}
