import { buildOpenApiDocument } from '@convoy/domain/contracts/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/openapi.json: the OpenAPI document generated from the domain's zod
 * schemas, the very ones the routes validate with. Built once, when first asked
 * for: writing it is a sixth of an app's start, and most apps (every test's) never
 * serve it.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  let document: string | undefined;
  app.get('/', async (_request, reply) => {
    document ??= JSON.stringify(buildOpenApiDocument({ serverUrl: app.config.publicUrl }));
    return reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document);
  });
}
