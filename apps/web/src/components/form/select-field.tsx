import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';
import type { FieldBinding } from './field-binding';
import { controlClass } from './form-styles';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'name' | 'className' | 'children' | 'onChange' | 'onBlur' | 'ref'
>;

/** A labelled native select (the phone's own picker), optionally led by a "choose" entry with value "". */
export function SelectField({
  registration,
  options,
  placeholder,
  label,
  hint,
  error,
  optional,
  className,
  ...select
}: Omit<FieldFrameProps, 'name'> &
  SelectProps & {
    registration: FieldBinding;
    options: readonly SelectOption[];
    placeholder?: string;
  }) {
  return (
    <FieldFrame
      name={registration.name}
      label={label}
      hint={hint}
      error={error}
      optional={optional ?? false}
      className={className ?? ''}
    >
      {(attributes) => (
        <select {...select} {...registration} {...attributes} className={controlClass}>
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
