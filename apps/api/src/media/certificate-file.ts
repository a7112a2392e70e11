import { randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../errors.ts';
import { inspectImage } from './image-pipeline.ts';
import { sniffImageType } from './image-type.ts';

/**
 * Certificates (tax-exemption and insurance): private files (never under /media), checked the
 * way the image optimiser checks its uploads (decision 006): the type from the
 * bytes, never from the name; an image's header read for its size and pixel
 * count before anything else. A PDF must start with its signature and end with
 * its end-of-file marker, so a truncated upload is refused.
 */
export interface CheckedCertificate {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';
  extension: string;
}

const extensions = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/avif': 'avif',
} as const;

export async function checkCertificateFile(data: Buffer, name: string): Promise<CheckedCertificate> {
  if (data.length === 0) throw new ApiError(400, 'no_file', 'Choose the certificate’s file to upload.');
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!data.subarray(-1024).toString('latin1').includes('%%EOF')) {
      throw new ApiError(
        422,
        'document_unreadable',
        `“${name}” is an incomplete PDF: it may not have finished downloading. Save it again and retry.`,
      );
    }
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  const sniffed = sniffImageType(data);
  if ('refused' in sniffed) {
    throw new ApiError(
      415,
      'unsupported_file',
      `“${name}” is ${sniffed.refused}. Upload the certificate as a PDF or a photo (JPEG, PNG, WebP or AVIF).`,
    );
  }
  await inspectImage(data, sniffed.accepted, name);
  return { contentType: sniffed.accepted, extension: extensions[sniffed.accepted] };
}

/** A kept file as its certificate's row records it, the certificate waiting for review. */
export interface KeptCertificateFile {
  status: 'pending';
  rejectionReason: null;
  fileName: string;
  contentType: CheckedCertificate['contentType'];
  fileBytes: number;
  storageKey: string;
  reviewedAt: null;
  reviewedBy: null;
}

/** A file name the server chose: no upload name can steer a path. */
const safeKey = /^[0-9a-f-]{36}\.(pdf|jpg|png|webp|avif)$/;

/** Certificate files under DATA_DIR/certificates, readable by the server's user only. */
export class CertificateStore {
  readonly #dir: string;

  constructor(dir: string) {
    this.#dir = dir;
  }

  async write(data: Buffer, extension: string): Promise<string> {
    const key = `${randomUUID()}.${extension}`;
    await mkdir(this.#dir, { recursive: true, mode: 0o700 });
    const temporary = path.join(this.#dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, data, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, path.join(this.#dir, key));
    return key;
  }

  /**
   * Checks an uploaded certificate's file and keeps it: what its row records
   * of the file, waiting for staff's review.
   */
  async keep(file: { data: Buffer; name: string }): Promise<KeptCertificateFile> {
    const checked = await checkCertificateFile(file.data, file.name);
    const storageKey = await this.write(file.data, checked.extension);
    return {
      status: 'pending',
      rejectionReason: null,
      fileName: file.name.slice(0, 200) || `certificate.${checked.extension}`,
      contentType: checked.contentType,
      fileBytes: file.data.length,
      storageKey,
      reviewedAt: null,
      reviewedBy: null,
    };
  }

  async read(key: string): Promise<Buffer> {
    if (!safeKey.test(key)) throw new ApiError(404, 'not_found', 'There is no such file.');
    return readFile(path.join(this.#dir, key));
  }
}
