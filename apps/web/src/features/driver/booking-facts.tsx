import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { formatDate, formatTime } from '../../lib/format';
import { driverCopy as copy } from './driver-copy';

/** What the driver's link is for: their name, the vehicle they drive, and the pickup. */
export function BookingFacts({ page }: { page: PreArrivalPage }) {
  const facts = [
    [copy.code, page.code],
    [copy.driver, page.driver.name],
    [copy.vehicle, page.vehicle.name],
    [
      copy.pickup,
      `${formatDate(page.pickup.date, 'long')}, ${formatTime(page.pickup.time)} · ${page.pickup.locationName}`,
    ],
  ] as const;
  return (
    <section aria-labelledby="driver-booking" className="rounded-lg bg-slate-50 p-4">
      <h2 id="driver-booking" className="font-semibold text-lg text-slate-900">
        {copy.booking}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-slate-700">{term}</dt>
            <dd className="break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {page.pickup.address ? <p className="mt-1 text-slate-700">{page.pickup.address}</p> : null}
    </section>
  );
}
