import type { ReactNode } from 'react';
import { formCopy } from './form-copy';
import { buttonClass } from './form-styles';

/**
 * The submit button. While `pending` it stays focusable but aria-disabled and
 * the form ignores it (a disabled button would drop keyboard focus), and it
 * says what is happening.
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel = formCopy.sending,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className={`${buttonClass.primary} w-full sm:w-auto`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
