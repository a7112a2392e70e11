import type { RouteEntry } from '@convoy/domain/content/route-entries';
import type { ReactNode } from 'react';
import { Breadcrumbs } from './breadcrumbs';
import { InlineText } from './inline-text';

/**
 * The top of every page: breadcrumbs, its single h1 and a short lead, then
 * optional calls to action, and an optional aside (a picture, key figures) shown
 * beside them from 1024 px. Screens pass their route entry: the h1 is its heading.
 */
export function PageHeader({
  entry,
  heading = entry?.heading ?? '',
  eyebrow,
  lead,
  children,
  aside,
}: {
  entry?: RouteEntry;
  heading?: string;
  eyebrow?: string;
  /** A paragraph of content text (its [inline links](/path) become links), or any content. */
  lead: string | ReactNode;
  children?: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <div className="border-slate-200 border-b bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 sm:py-14 lg:grid-cols-[minmax(0,1fr)_minmax(0,28rem)] lg:items-center lg:px-8">
        <div>
          {entry ? <Breadcrumbs entry={entry} /> : null}
          {eyebrow ? <p className="mb-2 font-semibold text-brand-700 text-sm">{eyebrow}</p> : null}
          <h1 className="max-w-3xl text-balance font-bold text-3xl text-slate-900 tracking-tight sm:text-4xl">
            {heading}
          </h1>
          <div className="mt-4 max-w-2xl text-lg text-slate-700 leading-relaxed">
            {typeof lead === 'string' ? (
              <p>
                <InlineText text={lead} />
              </p>
            ) : (
              lead
            )}
          </div>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside}
      </div>
    </div>
  );
}
