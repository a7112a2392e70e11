import {
  mediaMaxFileBytes,
  mediaMaxFilesPerBatch,
  mediaMaxPixels,
} from '@convoy/domain/contracts/media.schema';
import { type DragEvent, useId, useState } from 'react';
import { formatBytes } from '../shell/components/format';
import { StatusBadge } from '../shell/components/status-badge';
import type { UploadItem } from '../shell/components/use-upload-queue';
import { ResultCard } from './result-card';

const statusLabel: Record<UploadItem['status'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  optimising: 'Optimising',
  done: 'Done',
  failed: 'Refused',
};
const statusTone: Record<UploadItem['status'], string> = {
  waiting: 'pending',
  uploading: 'sending',
  optimising: 'retrying',
  done: 'sent',
  failed: 'failed',
};

function Progress({ item }: { item: UploadItem }) {
  const percent = item.size > 0 ? Math.round((item.sent / item.size) * 100) : 0;
  if (item.status === 'uploading') {
    return (
      <progress
        className="h-2 w-40"
        max={100}
        value={percent}
        aria-label={`${item.name}: ${percent}% uploaded`}
      />
    );
  }
  if (item.status === 'optimising') {
    return <progress className="h-2 w-40" aria-label={`${item.name}: optimising`} />;
  }
  return null;
}

/**
 * Choose or drop photos; each is listed with its progress, then its result
 * (sizes, savings, preview, `<picture>` snippet) or why it was refused.
 */
export function UploadPanel({ items, onFiles }: { items: UploadItem[]; onFiles: (files: File[]) => number }) {
  const id = useId();
  const [dragging, setDragging] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const take = (files: File[]) => {
    const skipped = onFiles(files);
    setNotice(
      skipped > 0
        ? `Only the first ${mediaMaxFilesPerBatch} files were taken; add the rest afterwards.`
        : null,
    );
  };
  const drop = (event: DragEvent<HTMLFieldSetElement>) => {
    event.preventDefault();
    setDragging(false);
    take([...event.dataTransfer.files]);
  };
  return (
    <div className="space-y-4">
      <fieldset
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`min-w-0 rounded-xl border-2 border-dashed p-4 text-center sm:p-8 transition-colors ${dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-white'}`}
      >
        <label htmlFor={`${id}-files`} className="font-semibold text-lg text-slate-900">
          Upload photos
        </label>
        <p id={`${id}-hint`} className="mt-1 text-slate-600 text-sm">
          JPEG, PNG, WebP or AVIF · up to {formatBytes(mediaMaxFileBytes)} and {mediaMaxPixels / 1_000_000}{' '}
          megapixels each ·{` ${mediaMaxFilesPerBatch}`} at a time. Drop them here or choose them.
        </p>
        <input
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            take([...(e.currentTarget.files ?? [])]);
            e.currentTarget.value = '';
          }}
          className="mx-auto mt-4 block max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-800 file:px-4 file:font-semibold file:text-white hover:file:bg-brand-900"
        />
        {notice ? (
          <p role="status" className="mt-3 text-amber-900 text-sm">
            {notice}
          </p>
        ) : null}
      </fieldset>
      {items.length > 0 ? (
        <ol aria-label="Uploads" className="space-y-3">
          {items.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <span className="font-semibold text-slate-900">
                  {item.name}{' '}
                  <span className="font-normal text-slate-500 text-sm">{formatBytes(item.size)}</span>
                </span>
                <span className="flex items-center gap-3" aria-live="polite">
                  <Progress item={item} />
                  <StatusBadge status={statusTone[item.status]} label={statusLabel[item.status]} />
                </span>
              </div>
              {item.error ? (
                <p role="alert" className="mt-2 font-semibold text-red-800 text-sm">
                  {item.error}
                </p>
              ) : null}
              {item.result ? <ResultCard asset={item.result} /> : null}
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
