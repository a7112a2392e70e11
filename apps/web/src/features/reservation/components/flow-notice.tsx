import { useLocation } from 'react-router';
import type { FlowRedirectState } from './step-guard';

/** Why the visitor was sent to this step (SPEC Part B §8 "with a short explanation"). */
export function FlowNotice() {
  const state = useLocation().state as FlowRedirectState | null;
  if (!state?.flowNotice) return null;
  return (
    <div role="status" className="rounded-md border-brand-700 border-l-4 bg-brand-50 p-4 text-slate-900">
      {state.flowNotice}
    </div>
  );
}
