import { type ReactNode, useEffect, useRef } from 'react';

/**
 * One step of the driver's page: its heading, which takes the focus when the
 * step opens after another (`focus`), so a screen reader announces where the
 * driver now is and the keyboard starts there (WCAG 2.4.3).
 */
export function StepFrame({
  id,
  title,
  focus,
  children,
}: {
  id: string;
  title: string;
  focus: boolean;
  children: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) heading.current?.focus();
  }, [focus]);
  return (
    <section
      aria-labelledby={`step-${id}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2
        id={`step-${id}`}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-24 font-bold text-slate-900 text-xl focus:outline-none focus-visible:ring-4 focus-visible:ring-brand-300"
      >
        {title}
      </h2>
      <div className="mt-4 space-y-5">{children}</div>
    </section>
  );
}
