import type { ReactNode } from 'react';
import { FieldMessages } from './field';
import type { FieldBinding } from './field-binding';
import { describedBy, fieldIds } from './field-ids';
import type { SelectOption } from './select-field';

/**
 * A set of radio buttons in a fieldset whose legend is the question. The first
 * radio carries the field's id, so the error summary can link to the group.
 */
export function RadioGroupField({
  registration,
  legend,
  options,
  hint,
  error,
  value,
  disabled,
}: {
  registration: FieldBinding;
  /** The chosen value, for a form kept in React state; omit with react-hook-form. */
  value?: string;
  legend: ReactNode;
  options: readonly (SelectOption & { description?: string })[];
  hint?: ReactNode;
  error?: string | undefined;
  /** Every choice shown but none can be made (say why in `hint`). */
  disabled?: boolean;
}) {
  const ids = fieldIds(registration.name);
  return (
    <fieldset aria-describedby={describedBy(registration.name, hint, error)}>
      <legend className="font-semibold text-slate-900">{legend}</legend>
      <FieldMessages name={registration.name} hint={hint} error={error} />
      <div className="mt-2 flex flex-wrap gap-3">
        {options.map((option, index) => {
          const id = index === 0 ? ids.control : `${ids.control}-${option.value}`;
          return (
            <label
              key={option.value}
              htmlFor={id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-slate-300 px-4 py-2 has-checked:border-brand-700 has-checked:bg-brand-50 has-disabled:cursor-not-allowed has-disabled:bg-slate-100"
            >
              <input
                type="radio"
                {...registration}
                id={id}
                value={option.value}
                {...(value === undefined ? {} : { checked: value === option.value })}
                disabled={disabled}
                aria-invalid={error ? true : undefined}
                className="size-5 accent-brand-800"
              />
              <span>
                <span className="font-medium text-slate-900">{option.label}</span>
                {option.description ? (
                  <span className="block text-slate-600 text-sm">{option.description}</span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
