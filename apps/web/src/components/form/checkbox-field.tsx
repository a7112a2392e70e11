import type { ComponentProps, ReactNode } from 'react';
import type { FieldBinding } from './field-binding';
import { describedBy, fieldIds } from './field-ids';
import { errorClass } from './form-styles';

/**
 * A checkbox with its label beside it and a 44 px target; `hint` (what
 * ticking it means) and `children` go below the label (e.g. a button that
 * opens the terms the box refers to).
 */
export function CheckboxField({
  registration,
  label,
  hint,
  error,
  checked,
  children,
}: {
  registration: FieldBinding;
  label: ReactNode;
  hint?: string | undefined;
  error?: string | undefined;
  /** For a form kept in React state; react-hook-form's `register` leaves it out. */
  checked?: boolean;
  children?: ReactNode;
}) {
  const ids = fieldIds(registration.name);
  return (
    <div>
      {error ? (
        <p id={ids.error} className={errorClass}>
          {error}
        </p>
      ) : null}
      <div className="mt-1 flex items-start gap-3">
        <input
          type="checkbox"
          {...registration}
          {...(checked === undefined ? {} : { checked })}
          id={ids.control}
          aria-describedby={describedBy(registration.name, hint, error)}
          aria-invalid={error ? true : undefined}
          className="mt-0.5 size-6 shrink-0 accent-brand-800"
        />
        <div>
          <label htmlFor={ids.control} className="block min-h-6 text-slate-900">
            {label}
          </label>
          {hint ? (
            <p id={ids.hint} className="text-slate-600 text-sm">
              {hint}
            </p>
          ) : null}
          {children}
        </div>
      </div>
    </div>
  );
}

/** A checkbox with its words beside it: the whole row is the target, at least 44 px tall. */
export function CheckRow({
  input,
  children,
}: {
  input: Omit<ComponentProps<'input'>, 'type'>;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-start gap-3">
      <input type="checkbox" {...input} />
      {children}
    </label>
  );
}
