import type { ReactNode } from 'react';
import { formCopy } from './form-copy';
import { buttonClass } from './form-styles';

/**
 * The submit button. While `pending` it stays focusable but aria-disabled and
 * the form ignores it (a disabled button would drop keyboard focus), and it
 * says what is happening. Full width on a phone, or at every width when `wide`
 * (the one button of a narrow card, as the back office's sign-in).
 */
export function SubmitButton({
  pending,
  children,
  pendingLabel = formCopy.sending,
  wide = false,
}: {
  pending: boolean;
  children: ReactNode;
  pendingLabel?: string;
  wide?: boolean;
}) {
  return (
    <button
      type="submit"
      aria-disabled={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
      }}
      className={`${buttonClass.primary} ${wide ? 'w-full' : 'w-full sm:w-auto'}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}
