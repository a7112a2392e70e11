import type { ReactNode } from 'react';

/**
 * A personal link's page's facts (the driver's booking, a member's share): a grey card named by
 * its h2, the facts as a description list, and anything after it.
 */
export function FactsCard({
  id,
  heading,
  facts,
  children,
}: {
  id: string;
  heading: string;
  facts: readonly (readonly [string, string])[];
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-lg bg-slate-50 p-4">
      <h2 id={id} className="font-semibold text-lg text-slate-900">
        {heading}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {children}
    </section>
  );
}
