import { useEffect, useRef } from 'react';
import { fieldIds } from '../../../components/form/field-ids';
import { type FieldErrorState, useFieldErrors } from '../components/use-field-errors';
import { orderedDriverErrors } from './driver-input';

/** The messages beside the drivers' fields and the focus key of each failed attempt. */
export const useDriverErrors = useFieldErrors;
export type DriverErrors = FieldErrorState;

/**
 * The error summary's items for `count` drivers named `<prefix>.N.<field>`,
 * and, on each failed attempt, the focus on the first field in error (its
 * message is read with it, through aria-describedby).
 */
export function useDriverErrorFocus(errors: DriverErrors, prefix: string, count: number) {
  const items = orderedDriverErrors(errors.errors, prefix, count);
  const first = items[0]?.field;
  const focused = useRef(0);
  useEffect(() => {
    if (errors.focusKey === focused.current || !first) return;
    focused.current = errors.focusKey;
    const control = document.getElementById(fieldIds(first).control);
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [errors.focusKey, first]);
  return items;
}
