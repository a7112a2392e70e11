import type { InputHTMLAttributes } from 'react';
import { type BoundFieldProps, FieldFrame, splitFieldProps } from './field';
import { controlClass } from './form-styles';

type InputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'className' | 'onChange' | 'onBlur' | 'ref'
>;

/**
 * A labelled input bound to react-hook-form. Pass `type`, `autoComplete` and
 * `inputMode` so phones show the right keyboard and browsers can fill it.
 */
export function TextField(props: BoundFieldProps<InputProps>) {
  const { frame, control } = splitFieldProps(props);
  return (
    <FieldFrame {...frame}>
      {(attributes) => <input {...control} {...attributes} className={controlClass} />}
    </FieldFrame>
  );
}

/**
 * A short code typed as it is printed (a booking's code, an organisation's):
 * in capitals, with no autofill and no spelling check.
 */
export function CodeField(props: BoundFieldProps<InputProps>) {
  return <TextField autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
