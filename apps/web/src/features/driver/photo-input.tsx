import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { useEffect, useId, useState } from 'react';
import { buttonClass, errorClass } from '../../components/form/form-styles';
import { errorSentence } from '../../lib/api-error';
import m from './driver.messages';
import type { PhotoSide } from './driver-api';

const sides = { front: m.photoFront, back: m.photoBack };
const states = { empty: m.photoEmpty, sent: m.photoSent, saved: m.photoSaved };

type Upload =
  | { kind: 'empty' | 'saved' }
  | { kind: 'sending'; percent: number }
  | { kind: 'sent' }
  | { kind: 'failed'; message: string };

/**
 * One side of the licence: the phone's camera through a file input (the back
 * camera, `capture="environment"`), a preview of the photo chosen, the
 * upload's progress, and another photo at any time to replace it.
 */
export function PhotoInput({
  side,
  saved,
  upload,
  onUploaded,
  onFailed,
}: {
  side: PhotoSide;
  /** The API already holds this side (from an earlier visit). */
  saved: boolean;
  upload: (file: File, onProgress: (sent: number, total: number) => void) => Promise<PreArrivalPage>;
  onUploaded: (page: PreArrivalPage) => void;
  /** A failure that ends the page (401, 410): true when taken care of. */
  onFailed: (error: unknown) => boolean;
}) {
  const id = useId();
  const [state, setState] = useState<Upload>({ kind: saved ? 'saved' : 'empty' });
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const choose = (file: File | undefined) => {
    if (!file) return;
    setPreview(URL.createObjectURL(file));
    setState({ kind: 'sending', percent: 0 });
    upload(file, (sent, total) =>
      setState({ kind: 'sending', percent: Math.round((sent / total) * 100) }),
    ).then(
      (page) => {
        setState({ kind: 'sent' });
        onUploaded(page);
      },
      (error: unknown) => {
        if (!onFailed(error)) setState({ kind: 'failed', message: errorSentence(error) });
      },
    );
  };
  const label = sides[side]();
  const status =
    state.kind === 'sending'
      ? m.photoSending({ percent: state.percent })
      : state.kind === 'failed'
        ? null
        : states[state.kind]();
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">{label}</h3>
      {preview ? (
        <img
          src={preview}
          alt={m.photoPreview({ side: label })}
          className="max-h-48 w-auto max-w-full rounded-md border"
        />
      ) : null}
      {state.kind === 'sending' ? (
        <progress value={state.percent} max={100} aria-label={label} className="block w-full" />
      ) : null}
      <p
        id={`${id}-state`}
        aria-live="polite"
        className={state.kind === 'failed' ? errorClass : 'text-slate-700'}
      >
        {state.kind === 'failed' ? state.message : status}
      </p>
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-describedby={`${id}-state`}
        aria-invalid={state.kind === 'failed' ? true : undefined}
        disabled={state.kind === 'sending'}
        onChange={(event) => {
          choose(event.target.files?.[0]);
          event.target.value = '';
        }}
        className="peer sr-only"
      />
      <label
        htmlFor={id}
        className={`${buttonClass.secondary} cursor-pointer peer-focus-visible:ring-4 peer-focus-visible:ring-brand-300 peer-disabled:cursor-wait peer-disabled:opacity-70`}
      >
        {state.kind === 'empty' ? m.photoTake() : m.photoRetake()}
        <span className="sr-only">{`: ${label}`}</span>
      </label>
    </div>
  );
}
