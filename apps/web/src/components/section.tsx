import type { ReactNode } from 'react';

/** A page section with an h2, laid out on the site's content width. */
export function Section({
  id,
  heading,
  intro,
  children,
}: {
  id?: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section id={id} aria-labelledby={headingId} className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id={headingId} className="font-bold text-2xl text-slate-900 tracking-tight">
        {heading}
      </h2>
      {intro ? <p className="mt-2 max-w-2xl text-slate-700">{intro}</p> : null}
      <div className="mt-6">{children}</div>
    </section>
  );
}
