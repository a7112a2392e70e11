import type { TodayItem } from '@convoy/domain/contracts/counter.schema';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.today;

/** Each booked vehicle with its unit's fleet number, or "Unassigned" and a button to assign one. */
export function TodayVehicles({
  item,
  onAssign,
}: {
  item: TodayItem;
  /** Absent for a role that may only read: no Assign button. */
  onAssign: ((code: string) => void) | undefined;
}) {
  return (
    <ul className="space-y-1">
      {item.vehicles.map((v) => (
        <li key={`${v.classId}-${v.seq}`} className="flex flex-wrap items-center gap-x-2">
          <span>{`${v.className} ${v.seq}:`}</span>
          {v.unit ? (
            <span className="font-mono font-semibold">{v.unit.fleetNumber}</span>
          ) : (
            <>
              <span className="font-semibold text-red-800">{copy.unassigned}</span>
              {onAssign ? (
                <button
                  type="button"
                  onClick={() => onAssign(item.code)}
                  aria-label={copy.assignFor(v.className, v.seq, item.code)}
                  className="min-h-11 min-w-11 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50"
                >
                  {copy.assign}
                </button>
              ) : null}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}
