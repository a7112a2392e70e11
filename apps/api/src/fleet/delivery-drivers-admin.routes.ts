import {
  deliveryDriversResponseSchema,
  deliveryDriversSchema,
} from '@convoy/domain/contracts/delivery-drivers.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const params = z.object({ locationId: z.string().trim().min(1).max(64) });
const answer = { 200: deliveryDriversResponseSchema };

/**
 * /api/admin/delivery-drivers/:locationId (decision 030): GET the staff
 * drivers a location has for deliveries and collections per weekday and on
 * given dates; PUT replaces them (entered in the audit log with the schedule
 * before). A location never saved has the demo number every day.
 */
export async function adminDeliveryDriverRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const drivers = app.services.deliveryDrivers;
  const locationOf = (request: { params: unknown }) => (request.params as { locationId: string }).locationId;
  routes.get('/:locationId', { schema: { params, response: answer } }, async (request) =>
    drivers.get(request.params.locationId),
  );
  routes.put(
    '/:locationId',
    {
      schema: { params, body: deliveryDriversSchema, response: answer },
      config: {
        audit: {
          action: 'delivery drivers saved',
          id: locationOf,
          before: (request) => drivers.get(locationOf(request)),
        },
      },
    },
    async (request) => drivers.save(request.params.locationId, request.body),
  );
}
