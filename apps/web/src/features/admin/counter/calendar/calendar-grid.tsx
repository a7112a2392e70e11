import type { Calendar, CalendarBar } from '@convoy/domain/contracts/counter.schema';
import { type KeyboardEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { counterCopy } from '../counter-copy';
import { CalendarBarView, type DragHandlers } from './calendar-bar';
import { calendarDays } from './calendar-days';
import { CalendarHeader } from './calendar-header';
import {
  barKey,
  barsByRow,
  type CalendarRow,
  calendarRows,
  dueSoon,
  type RentalBar,
  rowAt,
  rowOffsets,
} from './calendar-layout';
import { dayWidth, gridBackground, headerHeight } from './calendar-styles';
import { useRowWindow } from './use-row-window';

const copy = counterCopy.calendar;

export const rowName = (row: CalendarRow) =>
  row.kind === 'unit'
    ? [row.unit.fleetNumber, row.unit.plate].filter(Boolean).join(' · ')
    : row.kind === 'unassigned'
      ? `${copy.unassigned} ${row.className}`
      : row.className;

/** Where a keyboard or a pointer is taking a bar. */
export interface MoveRequest {
  bar: RentalBar;
  row: CalendarRow;
}

/**
 * The calendar's scrolling grid: sticky day header and unit column, rows
 * virtualized (only those in view are drawn), day columns as backgrounds.
 * Rental bars take the focus one at a time (roving tabindex): arrows walk
 * them, Enter or Space asks to move one; a pointer drag drops it on a row.
 */
export function CalendarGrid({
  calendar,
  today,
  now,
  focusKey,
  onFocusDone,
  onOpen,
  onDrop,
}: {
  calendar: Calendar;
  today: string;
  now: number;
  /** A bar to focus once drawn (after a move, or after an arrow key reached an undrawn row). */
  focusKey: string | null;
  onFocusDone: () => void;
  onOpen: (bar: RentalBar) => void;
  onDrop: (move: MoveRequest) => void;
}) {
  const container = useRef<HTMLElement>(null);
  const days = useMemo(() => calendarDays(calendar.from, calendar.days), [calendar.from, calendar.days]);
  const rows = useMemo(() => calendarRows(calendar), [calendar]);
  const byRow = useMemo(() => barsByRow(calendar.bars), [calendar.bars]);
  const { tops, height } = useMemo(() => rowOffsets(rows), [rows]);
  const rowIndex = useMemo(() => new Map(rows.map((r, i) => [r.key, i])), [rows]);
  const rentals = useMemo(() => {
    const map = new Map<string, { bar: RentalBar; row: number }>();
    for (const [key, bars] of byRow) {
      const row = rowIndex.get(key);
      if (row === undefined) continue;
      for (const bar of bars) if (bar.kind === 'rental') map.set(barKey(bar), { bar, row });
    }
    return map;
  }, [byRow, rowIndex]);
  const [active, setActive] = useState<string | null>(null);
  const activeKey = active && rentals.has(active) ? active : (rentals.keys().next().value ?? null);
  const [drag, setDrag] = useState<{ key: string; dy: number; target: number } | null>(null);
  const { first, last } = useRowWindow(container, tops);
  const width = calendar.days * dayWidth;
  const background = useMemo(
    () => gridBackground(new Date(`${calendar.from}T00:00:00Z`).getUTCDay()),
    [calendar.from],
  );
  const todayIndex = days.findIndex((d) => d.date === today);

  const wanted = focusKey ?? null;
  useLayoutEffect(() => {
    if (!wanted) return;
    const el = container.current?.querySelector<HTMLElement>(`[data-bar="${CSS.escape(wanted)}"]`);
    if (el) {
      el.focus();
      onFocusDone();
    }
  });

  const [pendingFocus, setPendingFocus] = useState<string | null>(null);
  useLayoutEffect(() => {
    if (!pendingFocus) return;
    container.current?.querySelector<HTMLElement>(`[data-bar="${CSS.escape(pendingFocus)}"]`)?.focus();
    setPendingFocus(null);
  }, [pendingFocus]);

  const goTo = (key: string | undefined) => {
    if (!key) return;
    setActive(key);
    setPendingFocus(key);
  };

  /** The rental bars of a row, in time order. */
  const rentalsOf = (row: CalendarRow) =>
    (byRow.get(row.key) ?? []).filter((b): b is RentalBar => b.kind === 'rental');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const current = activeKey ? rentals.get(activeKey) : undefined;
    if (!current) return;
    const inRow = rentalsOf(rows[current.row] as CalendarRow);
    const at = inRow.findIndex((b) => barKey(b) === activeKey);
    const onBar = event.target instanceof HTMLElement && event.target.dataset.bar !== undefined;
    let next: RentalBar | undefined;
    if (!onBar && event.key.startsWith('Arrow')) next = current.bar;
    else if (event.key === 'ArrowRight') next = inRow[at + 1];
    else if (event.key === 'ArrowLeft') next = inRow[at - 1];
    else if (event.key === 'Home') next = inRow[0];
    else if (event.key === 'End') next = inRow[inRow.length - 1];
    else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const start = Date.parse(current.bar.startsAt);
      for (let r = current.row + step; r >= 0 && r < rows.length; r += step) {
        const candidates = rentalsOf(rows[r] as CalendarRow);
        if (candidates.length === 0) continue;
        next = candidates.reduce((best, b) =>
          Math.abs(Date.parse(b.startsAt) - start) < Math.abs(Date.parse(best.startsAt) - start) ? b : best,
        );
        break;
      }
    } else return;
    event.preventDefault();
    if (next) goTo(barKey(next));
  };

  const targetRow = (clientY: number) => {
    const el = container.current;
    if (!el) return -1;
    const y = clientY - el.getBoundingClientRect().top + el.scrollTop - headerHeight;
    return y < 0 ? -1 : rowAt(tops, y);
  };
  const dragHandlers: DragHandlers = {
    onDragMove: (key, clientY, dy) => setDrag({ key, dy, target: targetRow(clientY) }),
    onDrop: (key) => {
      const found = rentals.get(key);
      const row = drag && drag.key === key ? rows[drag.target] : undefined;
      setDrag(null);
      if (found && row) onDrop({ bar: found.bar, row });
    },
    onDragCancel: () => setDrag(null),
  };

  // Stable handlers for the memoized bars, reading this render's state through a ref.
  const latest = useRef({ dragHandlers, open: (_key: string) => {} });
  latest.current = {
    dragHandlers,
    open: (key: string) => {
      const found = rentals.get(key);
      if (found) onOpen(found.bar);
    },
  };
  const stable = useMemo(
    () => ({
      open: (key: string) => latest.current.open(key),
      drag: {
        onDragMove: (key: string, clientY: number, dy: number) =>
          latest.current.dragHandlers.onDragMove(key, clientY, dy),
        onDrop: (key: string) => latest.current.dragHandlers.onDrop(key),
        onDragCancel: () => latest.current.dragHandlers.onDragCancel(),
      } satisfies DragHandlers,
    }),
    [],
  );

  // The focused bar's row is drawn even when scrolled away, so the focus never falls out of the page.
  const activeRow = activeKey ? rentals.get(activeKey)?.row : undefined;
  const drawn: number[] = [];
  for (let i = first; i <= last; i++) drawn.push(i);
  if (activeRow !== undefined && (activeRow < first || activeRow > last)) drawn.push(activeRow);
  const dragBar = drag ? rentals.get(drag.key)?.bar : undefined;

  return (
    <section
      ref={container}
      aria-label={copy.region}
      aria-describedby="calendar-keyboard-hint"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrolling region must be reachable to scroll it by keyboard
      tabIndex={0}
      onKeyDown={onKeyDown}
      data-testid="calendar-scroller"
      className="relative h-[70vh] min-h-80 [--label-width:7rem] sm:[--label-width:10rem] overflow-auto overscroll-contain rounded-lg border border-slate-300 bg-white focus-visible:outline-3 focus-visible:outline-brand-500"
    >
      <CalendarHeader days={days} today={today} />
      <div className="relative w-max" style={{ height }}>
        {drawn.map((i) => {
          const row = rows[i] as CalendarRow;
          const bars = byRow.get(row.key) ?? [];
          const isTarget = drag !== null && drag.target === i && dragBar !== undefined;
          const fits = isTarget && row.kind !== 'class' && row.classId === dragBar?.classId;
          const unitName = row.kind === 'unit' ? rowName(row) : null;
          const late = row.kind === 'unassigned' && bars.some((b) => b.kind === 'rental' && dueSoon(b, now));
          return (
            // biome-ignore lint/a11y/useSemanticElements: a row of the calendar, not a form's fieldset
            <div
              key={row.key}
              role="group"
              aria-label={rowName(row)}
              data-row={row.key}
              className={`absolute left-0 flex w-max border-slate-200 border-b ${row.kind === 'class' ? 'bg-slate-200' : ''} ${drag?.key && bars.some((b) => barKey(b) === drag.key) ? 'z-10' : ''}`}
              style={{ top: tops[i], height: rows[i] ? undefined : 0 }}
            >
              <div
                className={`sticky left-0 z-10 flex w-28 shrink-0 items-center border-slate-300 border-r px-2 text-xs sm:w-40 ${row.kind === 'class' ? 'bg-slate-200 font-bold text-slate-900' : late ? 'bg-red-50 font-semibold text-red-800' : 'bg-white text-slate-800'}`}
                style={{ height: row.kind === 'class' ? 32 : 44 }}
              >
                <span className="truncate">
                  {row.kind === 'unassigned' ? copy.unassigned : rowName(row)}
                  {late ? (
                    <span className="block font-normal">
                      {copy.dueSoon(bars.filter((b) => b.kind === 'rental' && dueSoon(b, now)).length)}
                    </span>
                  ) : null}
                </span>
              </div>
              <div
                className={`relative shrink-0 ${isTarget ? (fits ? 'bg-brand-50 outline-2 outline-brand-600 -outline-offset-2' : 'bg-red-50 outline-2 outline-red-700 -outline-offset-2') : row.kind === 'unassigned' ? 'bg-slate-50' : ''}`}
                style={{ width, ...(row.kind === 'class' ? {} : background) }}
              >
                {bars.map((bar: CalendarBar) => (
                  <CalendarBarView
                    key={barKey(bar)}
                    bar={bar}
                    from={calendar.from}
                    days={calendar.days}
                    now={now}
                    unitName={unitName}
                    tabbable={barKey(bar) === activeKey}
                    dragY={drag && drag.key === barKey(bar) ? drag.dy : null}
                    onOpen={stable.open}
                    onFocus={setActive}
                    drag={stable.drag}
                  />
                ))}
              </div>
            </div>
          );
        })}
        {todayIndex >= 0 ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute top-0 bottom-0 border-brand-600 border-x bg-brand-500/10"
            style={{ left: `calc(var(--label-width) + ${todayIndex * dayWidth}px)`, width: dayWidth }}
          />
        ) : null}
      </div>
    </section>
  );
}
