import {
  adminDashboardQuerySchema,
  adminDashboardSchema,
} from '@convoy/domain/contracts/admin-dashboard.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/**
 * /api/admin/dashboard (decision 041): the back office's home for a location
 * and day. In the bookings area, which every role reads; each card of another
 * area comes only to a role that may read that area.
 */
export async function adminDashboardRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/',
    { schema: { querystring: adminDashboardQuerySchema, response: { 200: adminDashboardSchema } } },
    async (request) => app.services.dashboard.read(adminOf(request).role, request.query),
  );
}
