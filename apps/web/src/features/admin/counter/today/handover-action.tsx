import type { HandoverKind, TodayItem } from '@convoy/domain/contracts/counter.schema';
import { Link } from '../../../../components/link';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.today;
const actionClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center whitespace-nowrap rounded-md bg-brand-800 px-4 font-semibold text-sm text-white hover:bg-brand-900';

export type HandoverHref = (open: { side: HandoverKind; code: string }) => string;

/**
 * What the counter does next with a booking of the day: a pickup not yet out
 * is checked out; one that is out (a pickup gone, a return due) is checked
 * in. A role that may only read sees where the booking stands instead.
 */
export function HandoverAction({
  item,
  kind,
  href,
}: {
  item: TodayItem;
  kind: 'pickup' | 'return';
  href: HandoverHref | undefined;
}) {
  const out = item.checkedOutAt !== null;
  const back = item.checkedInAt !== null;
  const side: HandoverKind | null = !out && kind === 'pickup' ? 'out' : out && !back ? 'in' : null;
  if (side && href) {
    return (
      <Link
        to={href({ side, code: item.code })}
        aria-label={side === 'out' ? copy.checkOutFor(item.code) : copy.checkInFor(item.code)}
        className={actionClass}
      >
        {side === 'out' ? copy.checkOut : copy.checkIn}
      </Link>
    );
  }
  return <span className="whitespace-nowrap">{back ? copy.isBack : out ? copy.isOut : copy.notOut}</span>;
}
