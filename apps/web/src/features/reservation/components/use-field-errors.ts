import { useCallback, useState } from 'react';

/**
 * The messages shown beside a part of the confirm step's fields (the drivers',
 * the payment's), keyed by field name, and a counter that moves the focus to
 * the first of them on each failed attempt.
 */
export function useFieldErrors() {
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
export type FieldErrorState = ReturnType<typeof useFieldErrors>;
