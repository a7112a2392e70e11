import { fleetClassParamsSchema } from '@convoy/domain/contracts/admin-fleet.schema';
import { driverRulesResponseSchema, driverRuleUpdateSchema } from '@convoy/domain/contracts/driver.schema';
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
