import type { HolidayHours, Location } from '@convoy/domain/content/locations';
import { useEffect, useState } from 'react';
import { todayIn } from '../../../lib/format';
import { describeRun, hoursRuns } from '../../../lib/opening-hours';
import { describeHoliday, upcomingHolidays } from '../holiday-hours';

interface HoursLabels {
  week: string;
  holidays: string;
  noHolidays: string;
}

/**
 * The holidays still ahead at the location: the prerendered page lists every one in the data, and
 * the browser drops those past once hydrated (the date at the location, SPEC Part B §4).
 */
function useUpcomingHolidays(holidays: readonly HolidayHours[], zone: string): readonly HolidayHours[] {
  const [shown, setShown] = useState(holidays);
  useEffect(() => {
    const upcoming = upcomingHolidays(holidays, todayIn(zone));
    // None past (the usual case): the list drawn while hydrating stays, with no second render.
    setShown(upcoming.length === holidays.length ? holidays : upcoming);
  }, [holidays, zone]);
  return shown;
}

function HoursList({ rows }: { rows: { label: string; text: string }[] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-slate-700">
      {rows.map(({ label, text }) => (
        <div key={label} className="contents">
          <dt>{label}</dt>
          <dd>{text}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A location's week and its holidays, in words, in local time. */
export function LocationHours({
  location,
  holidays,
  labels,
}: {
  location: Location;
  holidays: readonly HolidayHours[];
  labels: HoursLabels;
}) {
  const ahead = useUpcomingHolidays(holidays, location.timezone);
  return (
    <div className="grid max-w-4xl gap-8 md:grid-cols-2">
      <div>
        <h3 className="font-semibold text-lg text-slate-900">{labels.week}</h3>
        <HoursList rows={hoursRuns(location.openingHours).map(describeRun)} />
      </div>
      <div>
        <h3 className="font-semibold text-lg text-slate-900">{labels.holidays}</h3>
        {ahead.length > 0 ? (
          <HoursList rows={ahead.map(describeHoliday)} />
        ) : (
          <p className="mt-2 text-slate-700">{labels.noHolidays}</p>
        )}
      </div>
    </div>
  );
}
