import type { PreArrivalPage } from '@convoy/domain/contracts/pre-arrival.schema';
import { FactsCard } from '../../components/facts-card';
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
    <FactsCard id="driver-booking" heading={copy.booking} facts={facts}>
      {page.pickup.address ? <p className="mt-1 text-slate-700">{page.pickup.address}</p> : null}
    </FactsCard>
  );
}
