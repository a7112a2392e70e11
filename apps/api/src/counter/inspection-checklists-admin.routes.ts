import {
  checklistParamsSchema,
  checklistResponseSchema,
  checklistSchema,
} from '@convoy/domain/contracts/inspection.schema';
import type { FastifyInstance } from 'fastify';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const answer = { 200: checklistResponseSchema };

/**
 * /api/admin/inspection-checklists/:classId (decision 034): GET a class's
 * inspection checklist (the demo one while none is saved); PUT replaces it,
 * entered in the audit log with the checklist before.
 */
export async function adminInspectionChecklistRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const checklists = app.services.inspectionChecklists;
  const classOf = (request: { params: unknown }) => (request.params as { classId: string }).classId;
  routes.get('/:classId', { schema: { params: checklistParamsSchema, response: answer } }, async (request) =>
    checklists.get(request.params.classId),
  );
  routes.put(
    '/:classId',
    {
      schema: { params: checklistParamsSchema, body: checklistSchema, response: answer },
      config: {
        audit: {
          action: 'inspection checklist saved',
          id: classOf,
          before: (request) => checklists.get(classOf(request)),
        },
      },
    },
    async (request) => checklists.save(request.params.classId, request.body, adminOf(request).email),
  );
}
