import type { ChangeEvent, FocusEvent, Ref } from 'react';

/**
 * How a control is bound to its form: react-hook-form's `register(name)`
 * result fits, and so does a plain `{ name, onChange }` for a form kept in
 * React state (pass `value` or `checked` beside it).
 */
export interface FieldBinding {
  name: string;
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's handlers take any element's event
  onChange?: (event: ChangeEvent<any>) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: as above
  onBlur?: (event: FocusEvent<any>) => unknown;
  // biome-ignore lint/suspicious/noExplicitAny: react-hook-form's ref callback takes any element
  ref?: Ref<any>;
}
