import type { Point } from '@convoy/domain/content/content.types';

const grid = { 4: 'md:grid-cols-4', 5: 'md:grid-cols-5' } as const;

/** Steps of a process as numbered cards, each title an h3 under the section's h2. */
export function NumberedSteps({ steps, columns }: { steps: readonly Point[]; columns: keyof typeof grid }) {
  return (
    <ol className={`grid gap-4 ${grid[columns]}`}>
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5">
          <p className="font-bold text-2xl text-brand-800" aria-hidden="true">
            {index + 1}
          </p>
          <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-700 text-sm leading-relaxed">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
