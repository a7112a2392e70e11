import { counterCopy } from '../counter-copy';
import type { CalendarDay } from './calendar-days';
import { dayWidth, headerHeight } from './calendar-styles';

/** The sticky row of days (weekday and date, today marked, weekends shaded) above the units. */
export function CalendarHeader({ days, today }: { days: readonly CalendarDay[]; today: string }) {
  return (
    <div
      className="sticky top-0 z-20 flex w-max border-slate-300 border-b bg-white"
      style={{ height: headerHeight }}
    >
      <div className="sticky left-0 z-30 flex w-28 shrink-0 items-end border-slate-300 border-r bg-white px-2 pb-1 font-semibold text-slate-700 text-xs sm:w-40">
        {counterCopy.calendar.vehicle}
      </div>
      {days.map((day) => {
        const isToday = day.date === today;
        return (
          <div
            key={day.date}
            aria-current={isToday ? 'date' : undefined}
            className={`flex shrink-0 flex-col items-center justify-center border-slate-200 border-r text-[11px] leading-tight ${isToday ? 'bg-brand-700 font-bold text-white' : day.weekend ? 'bg-slate-100 text-slate-700' : 'text-slate-700'}`}
            style={{ width: dayWidth }}
          >
            <span>{day.weekday}</span>
            <span>{day.label.replace(/^\w+ /, '')}</span>
            {isToday ? (
              <span className="sr-only">{`${day.label}, ${counterCopy.calendar.today}`}</span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
