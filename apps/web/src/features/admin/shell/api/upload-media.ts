import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { MediaAsset } from '@convoy/domain/contracts/media.schema';
import { ApiError } from '../../../../lib/api-client';
import { csrfToken } from './csrf-token';

/** Sends one file, reporting the bytes sent; resolves with what the server answered. */
export type Uploader<T> = (
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
) => Promise<T>;

/**
 * Uploads one file (multipart, field "file") to an admin path answering 201.
 * XMLHttpRequest, not fetch: only XHR reports upload progress, which a 15 MB
 * photo on a slow line needs. Resolves with the server's JSON; rejects with an
 * ApiError carrying the server's message.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    const token = csrfToken();
    if (token) xhr.setRequestHeader(csrfHeader, token);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded, event.total);
    });
    xhr.addEventListener('load', () => {
      let body: unknown;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status === 201) return resolve(body as T);
      const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ??
            (xhr.status === 413
              ? 'That file is too large to upload.'
              : 'The upload failed. Please try again in a moment.'),
        ),
      );
    });
    xhr.addEventListener('error', () =>
      reject(
        new ApiError(
          0,
          'network_error',
          'The upload did not reach our server. Check the connection and retry.',
        ),
      ),
    );
    xhr.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}

/** Uploads one image to the optimiser; resolves with the library entry. */
export const uploadMedia: Uploader<MediaAsset> = (file, onProgress, signal) =>
  uploadFile<MediaAsset>('/api/admin/media', file, onProgress, signal);
