import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useFlow, useFlowRestored } from '../../../lib/flow/use-flow';
import { flowCopy } from '../copy/flow-copy';
import { type FlowStepId, missingStep } from '../flow-steps';

/** What a redirect carries to the step it lands on (see FlowNotice). */
export interface FlowRedirectState {
  flowNotice?: string;
  /** The search form checks its values again as soon as it is live (a search sent before it was, that did not pass). */
  checkSearch?: boolean;
}

/**
 * Shows a step only when the flow holds what it needs (flow-steps.ts); else
 * sends the visitor to the first step that lacks it, with the reason (SPEC
 * Part B §8). Before the session is restored (prerender, hydration) it shows
 * a neutral line instead of judging the empty defaults.
 */
export function StepGuard({ step, children }: { step: FlowStepId; children: ReactNode }) {
  const restored = useFlowRestored();
  const state = useFlow((s) => s);
  if (!restored) {
    return (
      <p role="status" className="text-slate-700">
        {flowCopy.restoring}
      </p>
    );
  }
  const missing = missingStep(state, step);
  if (missing) {
    return (
      <Navigate
        to={missing.path}
        replace
        state={{ flowNotice: missing.reason } satisfies FlowRedirectState}
      />
    );
  }
  return children;
}
