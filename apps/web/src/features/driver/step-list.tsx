import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import type { Message } from '../../lib/messages';
import m from './driver.messages';
import { canOpen, type StepId, stepsOf } from './driver-steps';

/** Each step's title: its line in the list and its heading once open. */
export const stepTitles: Record<StepId, Message> = {
  identity: m.stepIdentity,
  licence: m.stepLicence,
  licencePhotos: m.stepLicencePhotos,
  safetyAcknowledgement: m.stepSafety,
  signature: m.stepSignature,
};
const stepStates = { done: m.stepDone, todo: m.stepTodo, current: m.stepCurrent };

/**
 * The steps in order with their state; a step done (or the next one) opens
 * with a tap, to change the licence or take a photo again.
 */
export function StepList({
  page,
  open,
  onOpen,
}: {
  page: PreArrivalPage;
  open: StepId | null;
  onOpen: (id: StepId) => void;
}) {
  return (
    <nav aria-labelledby="driver-steps">
      <h2 id="driver-steps" className="font-semibold text-lg text-slate-900">
        {m.stepsTitle()}
      </h2>
      <ol className="mt-2 space-y-1">
        {stepsOf(page).map((step, index) => {
          const state = step.id === open ? 'current' : step.done ? 'done' : 'todo';
          const title = `${index + 1}. ${stepTitles[step.id]()}`;
          const badge = (
            <span
              className={`shrink-0 rounded px-2 py-0.5 font-semibold text-sm ${
                state === 'done' ? 'bg-green-100 text-green-900' : 'bg-slate-100 text-slate-800'
              }`}
            >
              {stepStates[state]()}
            </span>
          );
          return (
            <li key={step.id}>
              {state !== 'current' && canOpen(page, step.id) ? (
                <button
                  type="button"
                  onClick={() => onOpen(step.id)}
                  className="flex min-h-11 w-full items-center justify-between gap-3 rounded-md px-2 text-left text-brand-800 underline underline-offset-2 hover:bg-slate-50"
                >
                  <span>{title}</span>
                  {badge}
                </button>
              ) : (
                <p
                  aria-current={state === 'current' ? 'step' : undefined}
                  className="flex min-h-11 items-center justify-between gap-3 px-2 text-slate-900"
                >
                  <span className={state === 'current' ? 'font-semibold' : ''}>{title}</span>
                  {badge}
                </p>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
