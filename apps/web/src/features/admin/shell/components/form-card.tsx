import type { ReactNode } from 'react';
import { ActionForm } from './action-form';

/**
 * An action form in a card of its own on a view (add a do-not-rent entry, a
 * toll source, a file to import): its heading and lead, then the form.
 */
export function FormCard({
  id,
  title,
  lead,
  children,
  ...action
}: { id: string; title: string; lead: string; children: ReactNode } & Pick<
  Parameters<typeof ActionForm>[0],
  'form' | 'submitLabel' | 'pendingLabel'
>) {
  return (
    <section aria-labelledby={id} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <ActionForm
        {...action}
        label={title}
        heading={
          <div>
            <h3 id={id} className="font-bold text-lg text-slate-900">
              {title}
            </h3>
            <p className="mt-1 text-slate-700 text-sm">{lead}</p>
          </div>
        }
      >
        {children}
      </ActionForm>
    </section>
  );
}
