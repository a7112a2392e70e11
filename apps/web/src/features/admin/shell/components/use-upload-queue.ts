import {
  type MediaAsset,
  mediaMaxFileBytes,
  mediaMaxFilesPerBatch,
} from '@convoy/domain/contracts/media.schema';
import { useCallback, useRef, useState } from 'react';
import { errorSentence } from '../../../../lib/api-client';
import type { Uploader } from '../api/upload-media';

export type UploadStatus = 'waiting' | 'uploading' | 'optimising' | 'done' | 'failed';

export interface UploadItem<T = MediaAsset> {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** Bytes sent so far, while uploading. */
  sent: number;
  /** What the server answered for it (the optimiser: the library entry). */
  result?: T;
  error?: string;
}

const megabytes = Math.round(mediaMaxFileBytes / 1024 / 1024);
let nextKey = 0;

/**
 * An upload queue (the optimiser's, the counter's photos): files are sent one at a time, each showing its upload
 * progress, then "optimising" while the server encodes it, then its result or
 * the server's reason for refusing it. One at a time keeps every file's
 * progress honest and the server's encoder free for the next.
 */
export function useUploadQueue<T>(upload: Uploader<T>, onDone: (result: T) => void) {
  const [items, setItems] = useState<UploadItem<T>[]>([]);
  const queue = useRef<{ key: string; file: File }[]>([]);
  const running = useRef(false);

  const patch = useCallback((key: string, change: Partial<UploadItem<T>>) => {
    setItems((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  }, []);

  const run = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        const { key, file } = next;
        patch(key, { status: 'uploading' });
        try {
          const result = await upload(file, (sent, total) =>
            patch(key, sent >= total ? { sent, status: 'optimising' } : { sent }),
          );
          patch(key, { status: 'done', result, sent: file.size });
          onDone(result);
        } catch (error) {
          patch(key, { status: 'failed', error: errorSentence(error) });
        }
      }
    } finally {
      running.current = false;
    }
  }, [onDone, patch, upload]);

  const add = useCallback(
    (files: readonly File[]) => {
      const accepted = files.slice(0, mediaMaxFilesPerBatch);
      const added: UploadItem<T>[] = accepted.map((file) => {
        const key = `upload-${++nextKey}`;
        // Refused here already when plainly too big; the server checks everything else from the bytes.
        if (file.size > mediaMaxFileBytes) {
          return {
            key,
            name: file.name,
            size: file.size,
            status: 'failed',
            sent: 0,
            error: `“${file.name}” is larger than ${megabytes} MB. Export a smaller copy and upload that.`,
          };
        }
        queue.current.push({ key, file });
        return { key, name: file.name, size: file.size, status: 'waiting', sent: 0 };
      });
      setItems((all) => [...added, ...all]);
      void run();
      return files.length - accepted.length;
    },
    [run],
  );

  return { items, add };
}
