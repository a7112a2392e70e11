import type { TodayItem } from '@convoy/domain/contracts/counter.schema';
import { Link } from '../../../../components/link';
import { formatMoney } from '../../../../lib/format';
import { type Column, DataTable } from '../../shell/components/data-table';
import { counterCopy } from '../counter-copy';
import { TodayDrivers } from './driver-state';
import { HandoverAction, type HandoverHref } from './handover-action';
import { HandoverChecklist } from './handover-checklist';
import { bookingHref, wallClockTime } from './today-format';
import { TodayVehicles } from './today-vehicles';

const copy = counterCopy.today;
const touchLink =
  'inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900';

/** Who a booking is for: the organisation or renter, the renter's name, a phone link. */
function Who({ item }: { item: TodayItem }) {
  return (
    <span className="block min-w-40">
      <span className="block font-semibold text-slate-900">{item.label}</span>
      {item.renterName !== item.label ? <span className="block">{item.renterName}</span> : null}
      <a
        href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}
        aria-label={copy.call(item.phone, item.renterName)}
        className={touchLink}
      >
        {item.phone}
      </a>
    </span>
  );
}

/** Who the booking is for, and its code opening the booking: the columns every list of the day shares. */
export const partyColumns: Column<TodayItem>[] = [
  { header: copy.who, cell: (i) => <Who item={i} /> },
  {
    header: copy.code,
    cell: (i) => (
      <Link
        to={bookingHref(i.code)}
        aria-label={copy.viewBooking(i.code)}
        className={`${touchLink} font-mono`}
      >
        {i.code}
      </Link>
    ),
  },
];

/** A pickup delivered or a return collected (decision 030) says so under its time. */
function roadMark(kind: 'pickup' | 'return', i: TodayItem) {
  const word =
    kind === 'pickup' ? (i.delivery ? copy.road.delivered : null) : i.collection ? copy.road.collected : null;
  return word ? <span className="block font-semibold text-brand-800 text-xs">{word}</span> : null;
}

/** A one-way pickup says where and when the vehicles go back (decision 028): the agent tells the renter. */
function returnMark(kind: 'pickup' | 'return', i: TodayItem) {
  if (kind !== 'pickup' || !i.returnLocation) return null;
  return (
    <span className="block min-w-40 whitespace-normal font-semibold text-brand-800 text-xs">
      {i.returnLocation.words}
    </span>
  );
}

/** The pickups or the returns of a day, in time order, with what each pickup still lacks. */
export function TodayTable({
  caption,
  kind,
  items,
  empty,
  onAssign,
  handoverHref,
}: {
  caption: string;
  kind: 'pickup' | 'return';
  items: readonly TodayItem[];
  empty: string;
  /** Offered to a role that may change assignments; else the vehicles are only shown. */
  onAssign: ((code: string) => void) | undefined;
  /** Where a row's check-out or check-in opens; absent for a role that may only read. */
  handoverHref: HandoverHref | undefined;
}) {
  const columns: Column<TodayItem>[] = [
    {
      header: copy.time,
      cell: (i) => (
        <>
          {wallClockTime(kind === 'pickup' ? i.pickupAt : i.returnAt)}
          {roadMark(kind, i)}
          {returnMark(kind, i)}
        </>
      ),
      className: 'whitespace-nowrap tabular-nums',
    },
    ...partyColumns,
    { header: copy.vehicles, cell: (i) => <TodayVehicles item={i} onAssign={onAssign} /> },
    ...(kind === 'pickup'
      ? [
          {
            header: copy.checklist,
            cell: (i: TodayItem) => (
              <>
                <HandoverChecklist missing={i.missing} />
                <TodayDrivers drivers={i.drivers} />
              </>
            ),
          },
        ]
      : []),
    {
      header: copy.counter,
      cell: (i) => <HandoverAction item={i} kind={kind} href={handoverHref} />,
    },
    {
      header: copy.balance,
      cell: (i) => (i.balanceCents > 0 ? formatMoney(i.balanceCents) : copy.settled),
      className: 'text-right tabular-nums whitespace-nowrap',
    },
  ];
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={items}
      rowKey={(i) => i.code}
      loading={false}
      empty={empty}
    />
  );
}
