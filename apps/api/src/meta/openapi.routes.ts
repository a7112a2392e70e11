import { buildOpenApiDocument } from '@convoy/domain/contracts/openapi';
import type { FastifyInstance } from 'fastify';

/**
 * GET /api/openapi.json: the OpenAPI document generated from the domain's zod
 * schemas, the very ones the routes validate with. Built once.
 */
export async function openApiRoutes(app: FastifyInstance): Promise<void> {
  const document = JSON.stringify(buildOpenApiDocument({ serverUrl: app.config.publicUrl }));
  app.get('/', async (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(document),
  );
}
