import { type ReactNode, useId } from 'react';
import { Link } from '../../../../components/link';

/** One card of the dashboard: its heading, its figures, and a link to the view that lists them. */
export function DashboardCard({
  title,
  href,
  linkText,
  wide = false,
  children,
}: {
  title: string;
  href: string;
  linkText: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`flex flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${wide ? 'md:col-span-2 xl:col-span-3' : ''}`}
    >
      <h2 id={id} className="font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 flex-1">{children}</div>
      <Link
        to={href}
        className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 text-sm underline"
      >
        {linkText}
      </Link>
    </section>
  );
}

/** A figure with its label, as a term and its description. */
export function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="flex items-baseline justify-between gap-3 py-1">
      <dt className="text-slate-700 text-sm">{label}</dt>
      <dd className="font-bold text-slate-900 text-xl tabular-nums">{value}</dd>
    </div>
  );
}
