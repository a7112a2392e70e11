import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';

export type StepId = PreArrivalPage['missing'][number];

export interface StepState {
  id: StepId;
  done: boolean;
}

/**
 * The driver's steps in the page's order (decision 024), each done or not; the
 * safety briefing only where the vehicle needs it.
 */
export function stepsOf(page: PreArrivalPage): StepState[] {
  const { steps } = page;
  return [
    { id: 'identity' as const, done: steps.identity },
    { id: 'licence' as const, done: steps.licence },
    { id: 'licencePhotos' as const, done: steps.licencePhotos },
    ...(page.vehicle.needsSafetyBriefing
      ? [{ id: 'safetyAcknowledgement' as const, done: steps.safetyAcknowledged === true }]
      : []),
    { id: 'signature' as const, done: steps.acknowledgementSigned },
  ];
}

/** The step to do next: the first the API says is missing (the signature comes last). */
export function nextStep(page: PreArrivalPage): StepId | null {
  return page.missing[0] ?? null;
}

/** Whether the driver may open `id` now: a step already done (to change it), or the next one. */
export function canOpen(page: PreArrivalPage, id: StepId): boolean {
  return nextStep(page) === id || stepsOf(page).some((s) => s.id === id && s.done);
}
