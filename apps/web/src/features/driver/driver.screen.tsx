import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { useState } from 'react';
import { buttonClass } from '../../components/form/form-styles';
import { ScreenBoundary } from '../../components/screen-boundary';
import type { ScreenProps } from '../../lib/route-handle';
import { BookingFacts } from './booking-facts';
import m from './driver.messages';
import type { DriverApi } from './driver-api';
import { DriverOutcome } from './driver-outcome';
import { nextStep, type StepId } from './driver-steps';
import { IdentityStep } from './identity-step';
import { LicenceStep } from './licence-step';
import { PhotosStep } from './photos-step';
import { SafetyStep } from './safety-step';
import { SignatureStep } from './signature-step';
import { StepFrame } from './step-frame';
import { StepList, stepTitles } from './step-list';
import { TextReminders } from './text-reminders';
import { type EndedReason, useDriverPage } from './use-driver-page';

/**
 * /driver#token=… (decision 024, noindex): a named driver's steps before
 * pickup, on their phone and with no account. Prerendered with its heading
 * and a loading line: the token is in the fragment, which only the browser
 * sees.
 */
export default function DriverScreen({ entry }: ScreenProps) {
  return (
    <div className="mx-auto min-h-screen max-w-2xl px-4 py-6 sm:px-6 sm:py-10">
      <h1 className="text-balance font-bold text-3xl text-slate-900 tracking-tight">{entry.heading}</h1>
      <div className="mt-6">
        <ScreenBoundary>
          <DriverSteps />
        </ScreenBoundary>
      </div>
    </div>
  );
}

function DriverSteps() {
  const { state, reload, update, signed, end } = useDriverPage();
  // After the first answer, every change of step (or outcome) moves the focus to its heading.
  const [moved, setMoved] = useState(false);
  const finish = (reason: EndedReason | 'signed') => {
    setMoved(true);
    if (reason === 'signed') signed();
    else end(reason);
  };
  switch (state.kind) {
    case 'loading':
      return <p role="status">{m.loading()}</p>;
    case 'failed':
      return (
        <div role="alert" className="space-y-3">
          <p className="font-semibold text-red-800">{state.message}</p>
          <button type="button" className={buttonClass.primary} onClick={reload}>
            {m.retry()}
          </button>
        </div>
      );
    case 'signed':
      return <DriverOutcome reason="signed" focus={moved} />;
    case 'ended':
      return <DriverOutcome reason={state.reason} focus={moved} />;
    case 'open':
      return (
        <OpenSteps
          api={state.api}
          page={state.page}
          moved={moved}
          onMoved={() => setMoved(true)}
          onSaved={update}
          onFinished={finish}
        />
      );
  }
}

function OpenSteps({
  api,
  page,
  moved,
  onMoved,
  onSaved,
  onFinished,
}: {
  api: DriverApi;
  page: PreArrivalPage;
  moved: boolean;
  onMoved: () => void;
  onSaved: (page: PreArrivalPage) => void;
  onFinished: (reason: EndedReason | 'signed') => void;
}) {
  const [open, setOpen] = useState<StepId | null>(() => nextStep(page));
  const show = (id: StepId | null) => {
    onMoved();
    setOpen(id);
  };
  const saved = (next: PreArrivalPage) => {
    onSaved(next);
    show(nextStep(next));
  };
  const props = { api, page, onEnded: onFinished };
  const step = (() => {
    switch (open) {
      case 'identity':
        return <IdentityStep {...props} onSaved={saved} />;
      case 'licence':
        return <LicenceStep {...props} onSaved={saved} />;
      case 'licencePhotos':
        return <PhotosStep {...props} onSaved={onSaved} onContinue={() => show(nextStep(page))} />;
      case 'safetyAcknowledgement':
        return <SafetyStep {...props} onSaved={saved} />;
      case 'signature':
        return <SignatureStep {...props} onSaved={saved} onSigned={() => onFinished('signed')} />;
      default:
        return null;
    }
  })();
  return (
    <div className="space-y-6">
      <BookingFacts page={page} />
      <StepList page={page} open={open} onOpen={show} />
      {open ? (
        <StepFrame key={open} id={open} title={stepTitles[open]()} focus={moved}>
          {step}
        </StepFrame>
      ) : null}
      <TextReminders {...props} onSaved={onSaved} />
    </div>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
