import { type ReactNode, useId } from 'react';

/**
 * One part of the manage page (readiness, agreement, drivers): a bordered card
 * named by its h3. `headingId`: the heading's id when something links to it.
 */
export function ManageCard({
  heading,
  headingId,
  children,
}: {
  heading: string;
  headingId?: string;
  children: ReactNode;
}) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section
      aria-labelledby={id}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h3 id={id} className="font-bold text-lg text-slate-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}
