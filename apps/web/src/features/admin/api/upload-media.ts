import { csrfHeader } from '@convoy/domain/contracts/admin-auth.schema';
import type { MediaAsset } from '@convoy/domain/contracts/media.schema';
import { ApiError } from '../../../lib/api-client';
import { csrfToken } from './csrf-token';

/**
 * Uploads one image to the optimiser. XMLHttpRequest, not fetch: only XHR
 * reports upload progress, which a 15 MB photo on a slow line needs. Resolves
 * with the library entry; rejects with an ApiError carrying the server's message.
 */
export function uploadMedia(
  file: File,
  onProgress: (sent: number, total: number) => void,
  signal?: AbortSignal,
): Promise<MediaAsset> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/media');
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
      if (xhr.status === 201) return resolve(body as MediaAsset);
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
