import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { contentTypeOf, MediaStore } from './media-store.ts';

const paramsSchema = z.object({ file: z.string().max(200) });

/**
 * GET /media/<file>: the optimised images (decision 006). Names are content-hashed,
 * so a file never changes under its name: cached a year, immutable. Only names
 * the server itself chose are served; anything else is the 404 page.
 */
export async function mediaFileRoutes(app: FastifyInstance): Promise<void> {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/:file', { schema: { params: paramsSchema } }, async (request, reply) => {
      const { file } = request.params;
      const type = contentTypeOf(file);
      if (!MediaStore.isSafeName(file) || !type) return reply.callNotFound();
      const full = path.join(app.services.media.dir, file);
      const stats = await stat(full).catch(() => undefined);
      if (!stats?.isFile()) return reply.callNotFound();
      return reply
        .header('content-type', type)
        .header('content-length', stats.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(createReadStream(full));
    });
}
