import { mediaMaxFileBytes } from '@convoy/domain/contracts/media.schema';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors.ts';

const megabytes = Math.round(mediaMaxFileBytes / 1024 / 1024);

/** A certificate's upload: one file and a few text fields, as multipart/form-data. */
export async function acceptCertificateUploads(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: mediaMaxFileBytes, files: 1, fields: 8, parts: 9, headerPairs: 50 },
  });
}

export interface CertificateUpload {
  fields: Record<string, string>;
  file: { data: Buffer; name: string };
}

/**
 * Reads a certificate's upload (tax-exemption or insurance): its text fields
 * and its one file, refused with a code when the file is missing, too large or
 * not sent as multipart. The file's bytes are checked afterwards
 * (media/certificate-file.ts).
 */
export async function readCertificateUpload(request: FastifyRequest): Promise<CertificateUpload> {
  const fields: Record<string, string> = {};
  let file: { data: Buffer; name: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.file.truncated) throw tooLarge(part.filename);
        file = { data, name: part.filename || 'certificate' };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw uploadError(error);
  }
  if (!file)
    throw new ApiError(400, 'no_file', 'Choose the certificate’s file (PDF or photo) to upload.', {
      file: 'Choose a file.',
    });
  return { fields, file };
}

/** A certificate's file for staff to read in the browser, never cached nor sniffed. */
export function sendCertificateFile(
  reply: FastifyReply,
  file: { data: Buffer; contentType: string; fileName: string },
): FastifyReply {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `inline; filename="${file.fileName.replace(/["\\\r\n]/g, '_')}"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(file.data);
}

function tooLarge(name: string) {
  return new ApiError(
    413,
    'file_too_large',
    `“${name}” is larger than ${megabytes} MB. Scan it at a lower resolution and try again.`,
  );
}

/** multipart's own errors, in words a person uploading a document understands. */
function uploadError(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return tooLarge('The file');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE')
    return new ApiError(
      415,
      'not_multipart',
      'Send the certificate as multipart/form-data, the file in a field named "file".',
    );
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return new ApiError(413, 'too_many_files', 'Send one certificate per request.');
  return error;
}
