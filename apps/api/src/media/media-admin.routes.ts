import {
  mediaAssetSchema,
  mediaAttachSchema,
  mediaIdParamsSchema,
  mediaListResponseSchema,
  mediaMaxFileBytes,
  mediaTargetTypes,
  mediaUpdateSchema,
} from '@convoy/domain/contracts/media.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminOf } from '../admin/admin-auth.hook.ts';
import { ApiError } from '../errors.ts';
import type { ZodTypeProvider } from '../plugins/zod.ts';

const megabytes = Math.round(mediaMaxFileBytes / 1024 / 1024);

const detachParamsSchema = mediaIdParamsSchema.extend({
  targetType: z.enum(mediaTargetTypes),
  targetId: z.string().max(64),
});

const oneFileOnly = () => new ApiError(413, 'too_many_files', 'Send one image per request.');
const tooLarge = (name: string) =>
  new ApiError(
    413,
    'file_too_large',
    `“${name}” is larger than ${megabytes} MB. Export a smaller copy and upload that.`,
  );

/** multipart's own errors, in words a person uploading a photo understands. */
function uploadError(error: unknown, name: string): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge(name);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') {
    return new ApiError(
      415,
      'not_multipart',
      'Send the image as multipart/form-data, in a field named "file".',
    );
  }
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
    return oneFileOnly();
  }
  return error;
}

/**
 * /api/admin/media: the image optimiser and the media library (decision 006, SPEC §2
 * /admin/optimize-images). POST takes one image per request (the page sends a
 * selection one file after another, each with its own progress and result);
 * its type is read from its bytes, its size and pixel count are capped.
 */
export async function adminMediaRoutes(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: mediaMaxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/', { schema: { response: { 200: mediaListResponseSchema } } }, async () => ({
    items: await app.services.media.list(),
  }));

  routes.post('/', { schema: { response: { 201: mediaAssetSchema } } }, async (request, reply) => {
    let name = 'The file';
    let data: Buffer;
    try {
      const parts = request.files();
      const first = await parts.next();
      if (first.done) throw new ApiError(400, 'no_file', 'Choose an image to upload.');
      const part = first.value;
      name = part.filename || 'image';
      data = await part.toBuffer();
      // toBuffer checks the limit per chunk it reads; a file whose last chunk
      // ends exactly at the limit is cut there without an error, so look again.
      if (part.file.truncated) throw tooLarge(name);
      // Reading on to the end of the request raises the files limit if a second file follows.
      if (!(await parts.next()).done) throw oneFileOnly();
    } catch (error) {
      throw uploadError(error, name);
    }
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
