import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { MediaAsset } from '@convoy/domain/contracts/media.schema';
import { uploadFile as upload } from '../../../../lib/upload-file';
import { csrfToken } from './csrf-token';

/** Sends one file, reporting the bytes sent; resolves with what the server answered. */
export type Uploader<T> = (
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * Uploads one file (multipart, field "file") to an admin path, with the
 * session's CSRF token (lib/upload-file.ts: progress, the server's errors).
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  const token = csrfToken();
  return upload<T>(path, file, onProgress, { headers: token ? { [csrfHeader]: token } : {}, signal });
}

/** Uploads one image to the optimiser; resolves with the library entry. */
export const uploadMedia: Uploader<MediaAsset> = (file, onProgress, signal) =>
  uploadFile<MediaAsset>('/api/admin/media', file, onProgress, signal);
