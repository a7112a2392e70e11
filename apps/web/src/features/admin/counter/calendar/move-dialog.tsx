import type { Calendar } from '@convoy/domain/contracts/counter.schema';
import { AdminDialog } from '../../shell/components/admin-dialog';
import { counterCopy } from '../counter-copy';
import type { RentalBar } from './calendar-layout';

const copy = counterCopy.calendar;

/** The keyboard's (and a tap's) way to move a bar: the class's units and "Unassigned", the current one marked. */
export function MoveDialog({
  bar,
  calendar,
  onChoose,
  onClose,
}: {
  bar: RentalBar;
  calendar: Calendar;
  onChoose: (unitId: string | null, unitName: string) => void;
  onClose: () => void;
}) {
  const units = calendar.units.filter((u) => u.classId === bar.classId);
  const choices = [
    { id: null, name: copy.unassigned },
    ...units.map((u) => ({ id: u.id, name: [u.fleetNumber, u.plate].filter(Boolean).join(' · ') })),
  ];
  return (
    <AdminDialog
      title={copy.moveTitle(bar.code, bar.seq)}
      description={copy.moveLead}
      size="narrow"
      onClose={onClose}
    >
      <ul className="mt-4 max-h-[50vh] space-y-1 overflow-y-auto">
        {choices.map((choice) => {
          const current = choice.id === bar.unitId;
          return (
            <li key={choice.id ?? 'unassigned'}>
              <button
                type="button"
                disabled={current}
                aria-current={current ? 'true' : undefined}
                onClick={() => onChoose(choice.id, choice.name)}
                className="flex min-h-11 w-full items-center justify-between rounded-md px-3 text-left font-semibold text-brand-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50 disabled:bg-slate-100 disabled:text-slate-700"
              >
                <span>{choice.name}</span>
                {current ? <span className="font-normal text-sm">({copy.current})</span> : null}
              </button>
            </li>
          );
        })}
      </ul>
    </AdminDialog>
  );
}
