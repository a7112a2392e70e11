import type { ComponentProps, ReactNode } from 'react';

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
