/**
 * What a form's text inputs hold, turned into a schema's input. Zod-free, so a
 * form can prepare its values before its schema's chunk loads.
 */

/** '' or only spaces → undefined; for optional text fields. */
export function optionalText(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value;
}

/** A number typed into a text box; '' → undefined, anything unreadable → NaN (the schema names it). */
export function numberInput(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  return Number(value.trim());
}
