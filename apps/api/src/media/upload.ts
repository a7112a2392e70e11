import { type MediaInputType, mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';
import { sniffImageType } from './image-type.ts';

/**
 * One image per request, as multipart/form-data in a field named "file": the
 * media library and the counter's photos both take uploads this way (the
 * pages send a selection one file after another, each with its own progress
 * and result). Its size is capped; its type is read from its bytes.
 */

const megabytes = Math.round(mediaMaxFileBytes / 1024 / 1024);

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

/** Lets a route plugin take one image per request. */
export async function acceptImageUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: mediaMaxFileBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });
}

/** The request's one file, read whole, with the name it was sent under. */
export async function readUpload(request: FastifyRequest): Promise<{ data: Buffer; name: string }> {
  let name = 'The file';
  try {
    const parts = request.files();
    const first = await parts.next();
    if (first.done) throw new ApiError(400, 'no_file', 'Choose an image to upload.');
    const part = first.value;
    name = part.filename || 'image';
    const data = await part.toBuffer();
    // toBuffer checks the limit per chunk it reads; a file whose last chunk
    // ends exactly at the limit is cut there without an error, so look again.
    if (part.file.truncated) throw tooLarge(name);
    // Reading on to the end of the request raises the files limit if a second file follows.
    if (!(await parts.next()).done) throw oneFileOnly();
    return { data, name };
  } catch (error) {
    throw uploadError(error, name);
  }
}

/** The image type read from the file's bytes; 415 when it is not a JPEG, PNG, WebP or AVIF. */
export function acceptedImageType(data: Buffer, name: string): MediaInputType {
  const sniffed = sniffImageType(data);
  if ('refused' in sniffed) {
    throw new ApiError(
      415,
      'unsupported_image_type',
      `“${name}” is ${sniffed.refused}. Upload a JPEG, PNG, WebP or AVIF photo.`,
    );
  }
  return sniffed.accepted;
}
