import type { TodayItem, TodayRoadTrip } from '@convoy/domain/contracts/counter.schema';
import { type Column, DataTable } from '../../shell/components/data-table';
import { counterCopy } from '../counter-copy';
import { wallClockTime } from './today-format';
import { partyColumns } from './today-table';
import { TodayVehicles } from './today-vehicles';

const copy = counterCopy.today;

type Way = 'delivery' | 'collection';

const leg = (way: Way, i: TodayItem): TodayRoadTrip | null => i[way];

/**
 * The day's deliveries or collections (decision 030), by when the driver
 * leaves or is back, as the API orders them: the staff driver's time, when due
 * at the address, the address in full with the driver's instructions, who and
 * which units go. Staff see the address here as they see licence numbers at
 * the counter; it is never logged.
 */
export function RoadTable({
  way,
  items,
  onAssign,
}: {
  way: Way;
  items: readonly TodayItem[];
  /** Offered to a role that may change assignments; else the units are only shown. */
  onAssign: ((code: string) => void) | undefined;
}) {
  const road = copy.road;
  const columns: Column<TodayItem>[] = [
    {
      header: road.driver,
      cell: (i) => {
        const trip = leg(way, i);
        if (!trip) return null;
        const time = wallClockTime(trip.roadAt);
        return (
          <>
            <span className="block font-semibold text-slate-900">
              {way === 'delivery' ? road.delivery : road.collection}
            </span>
            <span className="block">{way === 'delivery' ? road.leaves(time) : road.back(time)}</span>
          </>
        );
      },
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: road.atAddress,
      cell: (i) => {
        const trip = leg(way, i);
        return trip ? (
          <>
            <span className="block">{wallClockTime(trip.at)}</span>
            <span className="block text-slate-600">{road.drive(trip.travelMinutes)}</span>
          </>
        ) : null;
      },
      className: 'whitespace-nowrap tabular-nums',
    },
    {
      header: road.address,
      cell: (i) => {
        const trip = leg(way, i);
        if (!trip) return null;
        return (
          <span className="block min-w-48">
            <span className="block">{trip.address ?? road.erased}</span>
            {trip.instructions ? (
              <span className="block text-slate-600">{road.instructions(trip.instructions)}</span>
            ) : null}
          </span>
        );
      },
    },
    ...partyColumns,
    { header: copy.vehicles, cell: (i) => <TodayVehicles item={i} onAssign={onAssign} /> },
  ];
  return (
    <DataTable
      caption={way === 'delivery' ? road.deliveries : road.collections}
      columns={columns}
      rows={items}
      rowKey={(i) => `${way}:${i.code}`}
      loading={false}
    />
  );
}
