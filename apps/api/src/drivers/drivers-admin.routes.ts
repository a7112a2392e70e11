import { fleetClassParamsSchema } from '@convoy/domain/contracts/admin-fleet.schema';
import { adminReservationCodeParamsSchema } from '@convoy/domain/contracts/admin-lists.schema';
import {
  counterDriversResponseSchema,
  driverRulesResponseSchema,
  driverRuleUpdateSchema,
} from '@convoy/domain/contracts/driver.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

/** /api/admin/driver-rules: what each class asks of its drivers; PUT /:classId saves one. */
export async function adminDriverRuleRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const drivers = app.services.driversAdmin;
  routes.get('/', { schema: { response: { 200: driverRulesResponseSchema } } }, async () => drivers.rules());
  routes.put(
    '/:classId',
    {
      schema: {
        params: fleetClassParamsSchema,
        body: driverRuleUpdateSchema,
        response: { 200: driverRulesResponseSchema },
      },
    },
    async (request) => {
      const result = await drivers.saveRule(request.params.classId, request.body);
      request.log.info(
        { admin: adminOf(request).email, classId: request.params.classId },
        'driver rule saved',
      );
      return result;
    },
  );
}

/** /api/admin/counter/:code/drivers: a reservation's drivers with their licence numbers in full, for the counter. */
export async function adminCounterRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/:code/drivers',
    {
      schema: { params: adminReservationCodeParamsSchema, response: { 200: counterDriversResponseSchema } },
      // The counter's own area holds check-out and check-in; licence numbers in full are an area of their own.
      config: { staffArea: 'licences' },
    },
    async (request, reply) => {
      const result = await app.services.reservationsAdmin.counterDrivers(request.params.code);
      // Who opened which booking's licences; never the numbers.
      request.log.info({ admin: adminOf(request).email, code: request.params.code }, 'licence numbers shown');
      return reply.header('cache-control', 'no-store').send(result);
    },
  );
}
