/**
 * Element ids of a field, from its form name (dots become dashes): the
 * control, its hint and its error. The error summary links to `control`.
 */
export function fieldIds(name: string) {
  const base = `field-${name.replace(/[^A-Za-z0-9_-]/g, '-')}`;
  return { control: base, hint: `${base}-hint`, error: `${base}-error` };
}

/** aria-describedby for a control: hint then error, only those present. */
export function describedBy(name: string, hint: unknown, error: unknown): string | undefined {
  const ids = fieldIds(name);
  const parts = [hint ? ids.hint : null, error ? ids.error : null].filter(Boolean);
  return parts.length > 0 ? parts.join(' ') : undefined;
}
