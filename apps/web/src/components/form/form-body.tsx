import type { ReactNode } from 'react';

/**
 * The controls of a form, disabled until the page is interactive: on a
 * prerendered page, anything typed before the scripts take over would be
 * silently lost, so the fields say "not yet" instead (a fraction of a second
 * on most devices). Pass `ready` from a hook that is false on the server and
 * during hydration (e.g. useFlowRestored).
 */
export function FormBody({
  ready,
  className,
  children,
}: {
  ready: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset disabled={!ready} className={`m-0 min-w-0 border-0 p-0 ${className ?? ''}`}>
      {children}
    </fieldset>
  );
}
