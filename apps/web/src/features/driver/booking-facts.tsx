import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { FactsCard } from '../../components/facts-card';
import { formatDate, formatTime } from '../../lib/format';
import m from './driver.messages';

/** What the driver's link is for: their name, the vehicle they drive, and the pickup. */
export function BookingFacts({ page }: { page: PreArrivalPage }) {
  const facts = [
    [m.code(), page.code],
    [m.driver(), page.driver.name],
    [m.vehicle(), page.vehicle.name],
    [
      m.pickup(),
      `${formatDate(page.pickup.date, 'long')}, ${formatTime(page.pickup.time)} · ${page.pickup.locationName}`,
    ],
  ] as const;
  return (
    <FactsCard id="driver-booking" heading={m.booking()} facts={facts}>
      {page.pickup.address ? <p className="mt-1 text-slate-700">{page.pickup.address}</p> : null}
    </FactsCard>
  );
}
