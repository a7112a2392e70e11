import { useEffect, useRef } from 'react';

/** The confirmation that replaces a form once it is sent: focused, so screen readers announce it. */
export function LeadSent({ heading, text }: { heading: string; text: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg border-2 border-emerald-700 bg-emerald-50 p-5 focus:outline-none focus-visible:ring-4 focus-visible:ring-emerald-300"
    >
      <h3 className="font-semibold text-emerald-900 text-lg">{heading}</h3>
      <p className="mt-2 text-emerald-900">{text}</p>
    </div>
  );
}
