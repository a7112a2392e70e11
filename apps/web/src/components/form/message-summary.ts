import type { SummaryItem } from './error-summary';

/**
 * The error summary's items for a form kept in React state rather than
 * react-hook-form (the search form: docs/decisions/009-performance-budget.md):
 * plain messages keyed by field name, in page order, then the general ones.
 * Apart from form-errors.ts so that form does not load react-hook-form's helpers.
 */
export function messageSummary(
  messages: Readonly<Record<string, string>>,
  order: readonly string[],
  general: readonly string[] = [],
): SummaryItem[] {
  const items: SummaryItem[] = order.flatMap((field) => {
    const message = messages[field];
    return message ? [{ field, message }] : [];
  });
  return [...items, ...general.map((message) => ({ message }))];
}
