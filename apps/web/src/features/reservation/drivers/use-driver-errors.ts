import { useCallback, useEffect, useRef, useState } from 'react';
import { fieldIds } from '../../../components/form/field-ids';
import { orderedDriverErrors } from './driver-input';

/**
 * The messages shown beside the drivers' fields (keyed by field name), and a
 * counter that moves the focus to the first of them on each failed attempt.
 */
export function useDriverErrors() {
  const [state, setState] = useState<{ errors: Record<string, string>; focusKey: number }>({
    errors: {},
    focusKey: 0,
  });
  const show = useCallback(
    (errors: Record<string, string>) => setState((s) => ({ errors, focusKey: s.focusKey + 1 })),
    [],
  );
  /** One field's message once it is edited, or all of them. */
  const clear = useCallback(
    (name?: string) =>
      setState((s) => {
        if (name === undefined) return Object.keys(s.errors).length === 0 ? s : { ...s, errors: {} };
        if (!(name in s.errors)) return s;
        const { [name]: _gone, ...errors } = s.errors;
        return { ...s, errors };
      }),
    [],
  );
  return { ...state, show, clear };
}
export type DriverErrors = ReturnType<typeof useDriverErrors>;

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
