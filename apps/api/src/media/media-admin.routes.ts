import {
  mediaAssetSchema,
  mediaAttachSchema,
  mediaIdParamsSchema,
  mediaListResponseSchema,
  mediaTargetTypes,
  mediaUpdateSchema,
} from '@convoy/domain/contracts/media.schema';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../back-office/admin-auth.hook.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';
import { acceptImageUploads, readUpload } from './upload.ts';

const detachParamsSchema = mediaIdParamsSchema.extend({
  targetType: z.enum(mediaTargetTypes),
  targetId: z.string().max(64),
});

/**
 * /api/admin/media: the image optimiser and the media library (decision 006, SPEC §2
 * /admin/optimize-images). POST takes one image per request (the page sends a
 * selection one file after another, each with its own progress and result);
 * its type is read from its bytes, its size and pixel count are capped.
 */
export async function adminMediaRoutes(app: FastifyInstance): Promise<void> {
  await acceptImageUploads(app);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', { schema: { response: { 200: mediaListResponseSchema } } }, async () => ({
    items: await app.services.media.list(),
  }));

  routes.post('/', { schema: { response: { 201: mediaAssetSchema } } }, async (request, reply) => {
    const { data, name } = await readUpload(request);
    const asset = await app.services.media.upload({ data, name, uploadedBy: adminOf(request).email });
    request.log.info(
      { admin: adminOf(request).email, media: asset.id, bytes: data.length, ms: asset.processingMs },
      'image optimised',
    );
    return reply.code(201).send(asset);
  });

  routes.patch(
    '/:id',
    { schema: { params: mediaIdParamsSchema, body: mediaUpdateSchema, response: { 200: mediaAssetSchema } } },
    async (request) => app.services.media.setAlt(request.params.id, request.body.alt),
  );

  routes.delete('/:id', { schema: { params: mediaIdParamsSchema } }, async (request, reply) => {
    await app.services.media.delete(request.params.id);
    return reply.code(204).send();
  });

  routes.post(
    '/:id/attachments',
    { schema: { params: mediaIdParamsSchema, body: mediaAttachSchema, response: { 200: mediaAssetSchema } } },
    async (request) =>
      app.services.media.attach(request.params.id, request.body.targetType, request.body.targetId),
  );

  routes.delete(
    '/:id/attachments/:targetType/:targetId',
    { schema: { params: detachParamsSchema, response: { 200: mediaAssetSchema } } },
    async (request) =>
      app.services.media.detach(request.params.id, request.params.targetType, request.params.targetId),
  );
}
