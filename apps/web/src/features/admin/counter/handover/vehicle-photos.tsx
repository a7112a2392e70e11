import type { HandoverKind, HandoverPhoto } from '@convoy/domain/contracts/counter.schema';
import { useCallback, useId, useMemo, useState } from 'react';
import { labelClass } from '../../../../components/form/form-styles';
import { errorSentence } from '../../../../lib/api-client';
import { type UploadItem, useUploadQueue } from '../../shell/components/use-upload-queue';
import { counterApi } from '../api/counter-api';
import { counterCopy } from '../counter-copy';
import { type HandoverVehicle, vehicleName } from './use-handover';

const copy = counterCopy.handover.photos;
const smallButton =
  'min-h-11 min-w-11 rounded-md bg-white px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

function Uploading({ item }: { item: UploadItem<HandoverPhoto> }) {
  if (item.status === 'failed') {
    return (
      <p role="alert" className="font-semibold text-red-800 text-sm">
        {item.error}
      </p>
    );
  }
  const percent = item.size > 0 ? Math.round((item.sent / item.size) * 100) : 0;
  return item.status === 'optimising' ? (
    <progress className="h-2 w-40" aria-label={copy.processing(item.name)} />
  ) : (
    <progress
      className="h-2 w-40"
      max={100}
      value={percent}
      aria-label={copy.uploading(item.name, percent)}
    />
  );
}

/**
 * The photos of a booked vehicle on one side (`kind`, out or in): thumbnails,
 * and, given `onAdded` and `onRemoved`, a camera input whose photos are
 * uploaded one by one as soon as chosen, each with its progress, and
 * removable until the side is recorded.
 */
export function VehiclePhotos({
  code,
  vehicle: v,
  kind,
  leg = v.leg ?? 0,
  onAdded,
  onRemoved,
}: {
  code: string;
  vehicle: HandoverVehicle;
  kind: HandoverKind;
  /** Whose photos: the vehicle's leg (decision 035); its current one unless said (a swap's replacement: the next). */
  leg?: number;
  onAdded?: (photo: HandoverPhoto) => void;
  onRemoved?: (id: string) => void;
}) {
  const { classId, seq } = v;
  const vehicle = vehicleName(v);
  const photos = v.photos.filter((p) => p.kind === kind && (p.leg ?? 0) === leg);
  const editable = onAdded !== undefined && onRemoved !== undefined;
  const id = useId();
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMemo(
    () => counterApi.photoUploader(code, { classId, seq, kind, leg }),
    [code, classId, seq, kind, leg],
  );
  const added = useCallback(
    (photo: HandoverPhoto) => {
      onAdded?.(photo);
      setSaid(copy.uploaded);
    },
    [onAdded],
  );
  const queue = useUploadQueue(upload, added);
  const remove = async (photo: HandoverPhoto) => {
    setProblem(null);
    try {
      await counterApi.removePhoto(code, photo.id);
      onRemoved?.(photo.id);
      setSaid(copy.removed);
    } catch (error) {
      setProblem(errorSentence(error));
    }
  };
  const busy = queue.items.filter((item) => item.status !== 'done');
  return (
    <div className="space-y-2">
      {editable ? (
        <div>
          <label htmlFor={`${id}-file`} className={labelClass}>
            {kind === 'out' ? copy.add(vehicle) : copy.addIn(vehicle)}
          </label>
          <p id={`${id}-hint`} className="text-slate-600 text-sm">
            {copy.hint}
          </p>
          <input
            id={`${id}-file`}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              queue.add([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
            className="mt-1 block min-h-11 w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-0 file:bg-brand-800 file:px-4 file:font-semibold file:text-white"
          />
        </div>
      ) : null}
      {busy.length > 0 ? (
        <ul className="space-y-1 text-sm">
          {busy.map((item) => (
            <li key={item.key} className="flex flex-wrap items-center gap-3">
              <span>{item.name}</span>
              <Uploading item={item} />
            </li>
          ))}
        </ul>
      ) : null}
      {photos.length === 0 ? (
        <p className="text-slate-600 text-sm">{copy.none}</p>
      ) : (
        <ul className="flex flex-wrap gap-3">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-1">
              <img
                src={photo.url}
                alt={copy.alt(vehicle, index + 1, kind)}
                width={photo.width}
                height={photo.height}
                loading="lazy"
                className="h-24 w-32 rounded-md object-cover ring-1 ring-slate-200"
              />
              {editable ? (
                <button
                  type="button"
                  aria-label={copy.removePhoto(index + 1, vehicle)}
                  onClick={() => void remove(photo)}
                  className={smallButton}
                >
                  {copy.remove}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {problem ? (
        <p role="alert" className="font-semibold text-red-800 text-sm">
          {problem}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {said}
      </p>
    </div>
  );
}
