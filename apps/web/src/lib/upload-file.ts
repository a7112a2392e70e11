import { ApiError } from './api-error';
import m from './upload-file.messages';

/**
 * Uploads one file (multipart, field "file") and resolves with the server's
 * JSON on a 2xx. XMLHttpRequest, not fetch: only XHR reports upload progress,
 * which a large photo on a slow line needs. Rejects with an ApiError carrying
 * the server's code, message and fields (as lib/api-client.ts does), or a
 * sentence when none came; an abort rejects with an AbortError.
 */
export function uploadFile<T>(
  path: string,
  file: File,
  onProgress: (sent: number, total: number) => void,
  { headers = {}, signal }: { headers?: Record<string, string>; signal?: AbortSignal | undefined } = {},
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.setRequestHeader('accept', 'application/json');
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
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
      if (xhr.status >= 200 && xhr.status < 300) return resolve(body as T);
      const error = (
        body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
      )?.error;
      reject(
        new ApiError(
          xhr.status,
          error?.code ?? 'http_error',
          error?.message ?? (xhr.status === 413 ? m.tooLarge() : m.failed()),
          error?.fields,
        ),
      );
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, 'network_error', m.unreached())));
    xhr.addEventListener('abort', () => reject(new DOMException('Upload canceled', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append('file', file, file.name);
    xhr.send(form);
  });
}
