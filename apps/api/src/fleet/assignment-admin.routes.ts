import {
  assignmentParamsSchema,
  assignmentRequestSchema,
  reservationCodeParamsSchema,
  reservationUnitsSchema,
} from '@convoy/domain/contracts/fleet-unit.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminOf } from '../admin/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const codeOf = (request: FastifyRequest) => (request.params as { code: string }).code.toUpperCase();

/**
 * /api/admin/assignments/:code: which unit each vehicle of a reservation has
 * (decision 015), and staff choosing or taking one away. A choice that clashes
 * with another rental or a maintenance block is refused (409) naming it.
 */
export async function adminAssignmentRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const assignments = app.services.assignments;
  const before = (request: FastifyRequest) => assignments.ofReservation(codeOf(request));

  routes.get(
    '/:code',
    { schema: { params: reservationCodeParamsSchema, response: { 200: reservationUnitsSchema } } },
    async (request) => assignments.ofReservation(request.params.code),
  );

  routes.put(
    '/:code/:classId/:seq',
    {
      schema: {
        params: assignmentParamsSchema,
        body: assignmentRequestSchema,
        response: { 200: reservationUnitsSchema },
      },
      config: { audit: { action: 'unit assigned', id: codeOf, before } },
    },
    async (request) => {
      const { code, classId, seq } = request.params;
      const by = adminOf(request).email;
      const answer = await assignments.choose(code, classId, seq, request.body.unitId, by);
      request.log.info({ admin: by, code, classId, seq }, 'unit assigned');
      return answer;
    },
  );

  routes.delete(
    '/:code/:classId/:seq',
    {
      schema: { params: assignmentParamsSchema, response: { 200: reservationUnitsSchema } },
      config: { audit: { action: 'unit unassigned', id: codeOf, before } },
    },
    async (request) => {
      const { code, classId, seq } = request.params;
      const answer = await assignments.unassign(code, classId, seq);
      request.log.info({ admin: adminOf(request).email, code, classId, seq }, 'unit unassigned');
      return answer;
    },
  );
}
