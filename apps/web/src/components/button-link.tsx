import type { ReactNode } from 'react';
import { Link } from './link';

const variants = {
  primary: 'bg-brand-800 text-white hover:bg-brand-900 shadow-sm',
  secondary: 'bg-white text-brand-800 ring-1 ring-inset ring-slate-300 hover:bg-slate-50',
  accent: 'bg-accent-400 text-slate-900 hover:bg-accent-300 shadow-sm',
} as const;

const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-3 text-base font-semibold transition-colors';

/** A call to action styled as a button. Site paths use the router; `href` is for tel:, mailto: and the like. */
export function ButtonLink({
  to,
  href,
  variant = 'primary',
  children,
}: {
  to?: string;
  href?: string;
  variant?: keyof typeof variants;
  children: ReactNode;
}) {
  const className = `${base} ${variants[variant]}`;
  if (to !== undefined)
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
