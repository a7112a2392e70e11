import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** SPEC §9: tooltips open after 700 ms. */
export const tooltipDelayMs = 700;

/**
 * A small "i" button with an explanation (the WAI-ARIA tooltip pattern): it
 * opens 700 ms after the pointer rests on it or it gets focus, at once on a tap
 * or click (phones have no hover), and closes on Escape or when left. The text
 * is the button's description whether open or not, so screen readers get it
 * without waiting. Hand-made rather than Radix Tooltip, whose positioning
 * engine would cost about 20 KB gzip on the availability page's budget.
 */
export function InfoTip({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const later = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), tooltipDelayMs);
  };
  const close = () => {
    clearTimeout(timer.current);
    setOpen(false);
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <span className="relative inline-flex align-middle">
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onPointerEnter={(e) => e.pointerType === 'mouse' && later()}
        onPointerLeave={(e) => e.pointerType === 'mouse' && close()}
        onFocus={later}
        onBlur={close}
        onClick={() => {
          clearTimeout(timer.current);
          setOpen((o) => !o);
        }}
        onKeyDown={(e) => {
          if (e.key === 'Escape' && open) {
            e.stopPropagation();
            close();
          }
        }}
        className="inline-flex size-6 items-center justify-center rounded-full border border-slate-400 font-bold text-slate-700 text-xs hover:bg-slate-100"
      >
        i
      </button>
      <span
        id={id}
        role="tooltip"
        className={`${open ? 'block' : 'hidden'} absolute bottom-full left-1/2 z-20 mb-2 w-56 max-w-[80vw] -translate-x-1/2 rounded-md bg-slate-900 px-3 py-2 text-left font-normal text-sm text-white shadow-lg`}
      >
        {children}
      </span>
    </span>
  );
}
