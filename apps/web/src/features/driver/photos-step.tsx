import { useState } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import m from './driver.messages';
import { PhotoInput } from './photo-input';
import type { StepProps } from './step-props';
import { endedBy } from './use-driver-page';

/**
 * Step 3: the licence photographed front and back, one upload each (the API
 * makes each upright and strips its metadata). The driver moves on once both
 * are in, after seeing the previews.
 */
export function PhotosStep({
  api,
  page,
  onSaved,
  onEnded,
  onContinue,
}: StepProps & { onContinue: () => void }) {
  const [tried, setTried] = useState(false);
  const both = page.steps.licencePhotos;
  const failed = (error: unknown) => {
    const reason = endedBy(error);
    if (reason) onEnded(reason);
    return reason !== null;
  };
  return (
    <>
      <p className="text-slate-700">{m.photosLead()}</p>
      <div className="grid gap-6 sm:grid-cols-2">
        {(['front', 'back'] as const).map((side) => (
          <PhotoInput
            key={side}
            side={side}
            saved={both}
            upload={(file, progress) => api.photo(side, file, progress)}
            onUploaded={onSaved}
            onFailed={failed}
          />
        ))}
      </div>
      {tried && !both ? (
        <p role="alert" className="font-semibold text-red-800">
          {m.photosNeedBoth()}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonClass.primary} w-full sm:w-auto`}
        onClick={() => (both ? onContinue() : setTried(true))}
      >
        {m.continue()}
      </button>
    </>
  );
}
