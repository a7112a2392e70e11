import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import type { FlowState } from '../../lib/flow/flow-state';
import { flowCopy } from './copy/flow-copy';

/**
 * The four steps of the reservation flow (SPEC §2) as data: where each lives
 * and what it needs from the steps before it. README.md explains the rules.
 */
export type FlowStepId = 'start' | 'availability' | 'confirm' | 'success';

/** What a step lacks: the step that provides it, and why the visitor is sent there. */
export interface StepNeed {
  step: FlowStepId;
  reason: string;
}

export interface FlowStep {
  id: FlowStepId;
  path: string;
  label: string;
  /** null when the state holds what this step needs. */
  requires(state: FlowState): StepNeed | null;
}

/** Every field the availability search needs is filled (the server judges the values). */
export function isSearchComplete(form: TripDraft): boolean {
  const base =
    form.pickupLocationId !== '' &&
    form.pickupDate !== '' &&
    form.pickupTime !== '' &&
    form.renterAge !== null;
  if (form.rentalType === 'monthly') return base && form.rentalMonths !== null;
  return base && form.returnDate !== '' && form.returnTime !== '';
}

export const flowSteps: readonly FlowStep[] = [
  { id: 'start', path: '/', label: flowCopy.steps.start, requires: () => null },
  {
    id: 'availability',
    path: '/availability',
    label: flowCopy.steps.availability,
    requires: (s) => (isSearchComplete(s.form) ? null : { step: 'start', reason: flowCopy.needs.search }),
  },
  {
    id: 'confirm',
    path: '/confirm',
    label: flowCopy.steps.confirm,
    requires: (s) =>
      s.selectedVehicles.length > 0 ? null : { step: 'availability', reason: flowCopy.needs.vehicle },
  },
  {
    id: 'success',
    path: '/success',
    label: flowCopy.steps.success,
    requires: (s) => (s.reservation ? null : { step: 'confirm', reason: flowCopy.needs.booking }),
  },
];

export function flowStep(id: FlowStepId): FlowStep {
  const step = flowSteps.find((s) => s.id === id);
  if (!step) throw new Error(`Unknown flow step ${id}`);
  return step;
}

/**
 * Where a visitor opening step `id` must go instead: the earliest step that
 * lacks something, with the reason it gives; null when `id` can be shown.
 */
export function missingStep(state: FlowState, id: FlowStepId): (StepNeed & { path: string }) | null {
  const need = flowStep(id).requires(state);
  if (!need) return null;
  return missingStep(state, need.step) ?? { ...need, path: flowStep(need.step).path };
}
