import { useEffect, useRef } from 'react';
import { fieldIds } from './field-ids';
import { formCopy } from './form-copy';

export interface SummaryItem {
  /** The form name of the field the message is about; none for a message about the whole form. */
  field?: string;
  message: string;
}

/**
 * The list of problems above a form after a failed submit, focused so screen
 * readers announce it and keyboard users start there; each item links to its
 * field (the GOV.UK error summary pattern). `focusKey` changes on each failed
 * submit, so a second failure is announced again.
 */
export function ErrorSummary({
  items,
  focusKey,
  title = formCopy.summaryTitle,
}: {
  items: readonly SummaryItem[];
  focusKey: number;
  title?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const hasItems = items.length > 0;

  useEffect(() => {
    if (focusKey > 0 && hasItems) ref.current?.focus();
  }, [focusKey, hasItems]);

  if (!hasItems) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      className="rounded-md border-2 border-red-700 bg-red-50 p-4 focus:outline-none focus-visible:ring-4 focus-visible:ring-red-300"
    >
      <h2 className="font-bold text-lg text-red-900">{title}</h2>
      <p className="mt-1 text-slate-800">{formCopy.summaryIntro}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={`${item.field ?? ''}:${item.message}`}>
            {item.field ? (
              <a
                href={`#${fieldIds(item.field).control}`}
                onClick={(event) => {
                  // Focus the control itself (a fragment link only scrolls in some browsers).
                  const target = document.getElementById(fieldIds(item.field ?? '').control);
                  if (!target) return;
                  event.preventDefault();
                  target.focus();
                  target.scrollIntoView({ block: 'center' });
                }}
                className="font-semibold text-red-900 underline underline-offset-2"
              >
                {item.message}
              </a>
            ) : (
              <span className="font-semibold text-red-900">{item.message}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
