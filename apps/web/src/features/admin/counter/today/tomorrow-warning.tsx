import type { TodayItem } from '@convoy/domain/contracts/counter.schema';
import { Link } from '../../../../components/link';
import { formatDate } from '../../../../lib/format';
import { counterCopy } from '../counter-copy';
import { bookingHref, wallClockTime } from './today-format';
import { TodayVehicles } from './today-vehicles';

const copy = counterCopy.today;

/** Tomorrow's pickups that still have a vehicle without a unit: a warning in words and in red. */
export function TomorrowWarning({
  items,
  onAssign,
}: {
  items: readonly TodayItem[];
  /** Offered to a role that may change assignments; else the vehicles are only shown. */
  onAssign: ((code: string) => void) | undefined;
}) {
  if (items.length === 0) return null;
  return (
    <section
      aria-labelledby="today-tomorrow-heading"
      className="rounded-lg border-2 border-red-300 bg-red-50 p-4 text-red-900"
    >
      <h3 id="today-tomorrow-heading" className="font-bold text-lg">
        <span aria-hidden="true">⚠ </span>
        {copy.tomorrow}
      </h3>
      <p className="mt-1 text-sm">{copy.tomorrowLead}</p>
      <ul className="mt-3 space-y-3">
        {items.map((item) => (
          <li key={item.code} className="rounded-md bg-white p-3 text-slate-800 text-sm shadow-sm">
            <p className="flex flex-wrap items-center gap-x-3">
              <Link
                to={bookingHref(item.code)}
                aria-label={copy.viewBooking(item.code)}
                className="inline-flex min-h-11 items-center font-mono font-semibold text-brand-800 underline underline-offset-2"
              >
                {item.code}
              </Link>
              <span className="font-semibold">{item.label}</span>
              <span>{`${formatDate(item.pickupAt.slice(0, 10))}, ${wallClockTime(item.pickupAt)}`}</span>
            </p>
            <TodayVehicles item={item} onAssign={onAssign} />
          </li>
        ))}
      </ul>
    </section>
  );
}
