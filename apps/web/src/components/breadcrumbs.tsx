import type { RouteEntry } from '@convoy/domain/content/route-entries';
import { breadcrumbTrail } from '../lib/breadcrumbs';
import m from '../lib/breadcrumbs.messages';
import { Link } from './link';

/** The trail above a page's h1 (WAI-ARIA breadcrumb pattern). */
export function Breadcrumbs({ entry }: { entry: RouteEntry }) {
  const trail = breadcrumbTrail(entry);
  if (trail.length === 0) return null;
  return (
    <nav aria-label={m.breadcrumb()} className="mb-4 text-slate-700 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.path} className="flex items-center gap-1.5">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {last ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {crumb.name}
                </span>
              ) : (
                <Link to={crumb.path} className="underline underline-offset-2 hover:text-brand-800">
                  {crumb.name}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
