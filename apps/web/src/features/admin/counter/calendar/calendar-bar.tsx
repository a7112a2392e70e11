import type { CalendarBar as Bar } from '@convoy/domain/contracts/counter.schema';
import { memo, type PointerEvent, useRef } from 'react';
import { counterCopy } from '../counter-copy';
import { wallTime } from './calendar-days';
import { barKey, dayPosition, dueSoon } from './calendar-layout';
import { bufferStyle, dayWidth } from './calendar-styles';

const copy = counterCopy.calendar;
/** Pointer travel (px) before a press becomes a drag; less is a tap that opens the move list. */
const dragThreshold = 6;

export interface DragHandlers {
  onDragMove: (key: string, clientY: number, dy: number) => void;
  onDrop: (key: string) => void;
  onDragCancel: () => void;
}

/** Horizontal place of a bar within its row, clamped to the calendar's days. */
function place(bar: Bar, from: string, days: number) {
  const clamp = (x: number) => Math.min(days, Math.max(0, x));
  const start = clamp(dayPosition(bar.startsAt, from));
  const end = clamp(dayPosition(bar.endsAt, from));
  const buffer = clamp(dayPosition(bar.bufferEndsAt, from));
  return {
    left: start * dayWidth,
    width: Math.max(4, (end - start) * dayWidth),
    buffer: (buffer - end) * dayWidth,
  };
}

/**
 * One bar: a rental is a button (focus, Enter/Space or a tap opens the move
 * list; pointer drag moves it to another row, mouse, pen and touch alike),
 * maintenance is text. The turnaround after it is hatched. Memoized: a scroll
 * draws new rows without drawing again the bars already there (the handlers
 * passed in are stable).
 */
export const CalendarBarView = memo(function CalendarBarView({
  bar,
  from,
  days,
  now,
  unitName,
  tabbable,
  dragY,
  onOpen,
  onFocus,
  drag,
}: {
  bar: Bar;
  from: string;
  days: number;
  now: number;
  unitName: string | null;
  tabbable: boolean;
  dragY: number | null;
  onOpen: (key: string) => void;
  onFocus: (key: string) => void;
  drag: DragHandlers;
}) {
  const press = useRef<{ x: number; y: number; moved: boolean } | null>(null);
  const dragged = useRef(false);
  const { left, width, buffer } = place(bar, from, days);
  const key = barKey(bar);
  const range = `${wallTime(bar.startsAt)}`;
  const until = `${wallTime(bar.endsAt)}`;
  const bufferEl =
    buffer > 0 ? (
      <span
        aria-hidden="true"
        className="absolute top-2 bottom-2"
        style={{ ...bufferStyle, left: left + width, width: buffer }}
      />
    ) : null;

  if (bar.kind === 'maintenance') {
    return (
      <>
        <span
          className="absolute top-1 bottom-1 flex items-center overflow-hidden whitespace-nowrap rounded bg-slate-600 px-1.5 text-white text-xs"
          style={{ left, width }}
        >
          <span aria-hidden="true" className="truncate">
            {bar.reason}
          </span>
          <span className="sr-only">{copy.maintenanceBar(bar.reason, range, until)}</span>
        </span>
        {bufferEl}
      </>
    );
  }

  const late = dueSoon(bar, now);
  const tone = late
    ? 'bg-red-700 text-white ring-red-900'
    : bar.status === 'pending_payment'
      ? 'bg-amber-200 text-slate-900 ring-amber-700'
      : 'bg-brand-700 text-white ring-brand-900';
  const down = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    press.current = { x: event.clientX, y: event.clientY, moved: false };
  };
  const move = (event: PointerEvent<HTMLButtonElement>) => {
    const p = press.current;
    if (!p) return;
    if (!p.moved && Math.hypot(event.clientX - p.x, event.clientY - p.y) < dragThreshold) return;
    p.moved = true;
    drag.onDragMove(key, event.clientY, event.clientY - p.y);
  };
  const up = () => {
    const p = press.current;
    press.current = null;
    dragged.current = Boolean(p?.moved);
    if (p?.moved) drag.onDrop(key);
  };
  const cancel = () => {
    press.current = null;
    drag.onDragCancel();
  };
  return (
    <>
      <button
        type="button"
        data-bar={key}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocus(key)}
        onClick={() => {
          // A drag ends with a click on the same button: it was a move, not a tap.
          if (dragged.current) dragged.current = false;
          else onOpen(key);
        }}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={cancel}
        className={`absolute top-1 bottom-1 flex touch-none select-none items-center gap-1 overflow-hidden whitespace-nowrap rounded px-1.5 text-left text-xs shadow-sm ring-1 ring-inset scroll-ml-40 scroll-mt-14 focus-visible:outline-3 focus-visible:outline-brand-500 focus-visible:outline-offset-1 ${tone} ${dragY !== null ? 'z-30 cursor-grabbing opacity-90 shadow-lg' : 'cursor-grab'}`}
        style={{ left, width, ...(dragY !== null ? { transform: `translateY(${dragY}px)` } : {}) }}
      >
        <span aria-hidden="true" className="truncate font-semibold">
          {bar.label}
        </span>
        <span aria-hidden="true" className="truncate opacity-90">
          {bar.code}
        </span>
        <span className="sr-only">
          {copy.bar(
            bar.label,
            bar.code,
            bar.seq,
            range,
            until,
            unitName ? copy.onUnit(unitName) : copy.notAssigned,
          )}
          {bar.status === 'pending_payment' ? ` (${copy.pending})` : ''}
          {late ? ` ${copy.dueSoonBar}` : ''}
        </span>
      </button>
      {bufferEl}
    </>
  );
});
