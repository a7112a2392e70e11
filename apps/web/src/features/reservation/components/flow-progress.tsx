import { flowCopy } from '../copy/flow-copy';
import { type FlowStepId, flowSteps } from '../flow-steps';

/** Where the visitor is in the four steps (SPEC §2), drawn from the step data. */
export function FlowProgress({ current }: { current: FlowStepId }) {
  const index = flowSteps.findIndex((s) => s.id === current);
  return (
    <nav aria-label={flowCopy.progressLabel} className="mb-6">
      <p className="font-semibold text-brand-800 text-sm">{flowCopy.stepOf(index + 1, flowSteps.length)}</p>
      <ol className="mt-2 flex gap-2">
        {flowSteps.map((step, i) => (
          <li
            key={step.id}
            aria-current={i === index ? 'step' : undefined}
            className={`flex-1 border-t-4 pt-1 text-xs sm:text-sm ${
              i <= index ? 'border-brand-700 text-slate-900' : 'border-slate-200 text-slate-600'
            } ${i === index ? 'font-semibold' : ''}`}
          >
            {step.label}
          </li>
        ))}
      </ol>
    </nav>
  );
}
