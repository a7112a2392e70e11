import type { InputHTMLAttributes } from 'react';
import { FieldFrame, type FieldFrameProps } from './field';
import type { FieldBinding } from './field-binding';
import { controlClass } from './form-styles';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'ref'
>;

/**
 * A labelled input bound to react-hook-form. Pass `type`, `autoComplete` and
 * `inputMode` so phones show the right keyboard and browsers can fill it.
 */
export function TextField({
  registration,
  label,
  hint,
  error,
  optional,
  className,
  ...input
}: Omit<FieldFrameProps, 'name'> & InputProps & { registration: FieldBinding }) {
  return (
    <FieldFrame
      name={registration.name}
      label={label}
      hint={hint}
      error={error}
      optional={optional ?? false}
      className={className ?? ''}
    >
      {(attributes) => <input {...input} {...registration} {...attributes} className={controlClass} />}
    </FieldFrame>
  );
}
