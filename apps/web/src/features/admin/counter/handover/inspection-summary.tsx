import type { Handover, HandoverKind } from '@convoy/domain/contracts/counter.schema';
import type { InspectedItem, Inspection } from '@convoy/domain/contracts/inspection.schema';
import { DataTable } from '../../shell/components/data-table';
import { formatInstantShort } from '../../shell/components/format';
import { counterCopy } from '../counter-copy';
import { type HandoverVehicle, vehicleName } from './use-handover';

const copy = counterCopy.handover.inspection;

/** The inspection a vehicle went out or came back with (at check-out, the one without a failed safety item). */
export function recordedInspection(v: HandoverVehicle, kind: HandoverKind): Inspection | undefined {
  return v.inspections.findLast((i) => i.kind === kind && (kind === 'in' || i.failedSafety.length === 0));
}

/** A finished inspection, read-only: each item, its result and note, who inspected it and when (decision 034). */
export function InspectionSummary({ inspection, caption }: { inspection: Inspection; caption: string }) {
  return (
    <div className="space-y-1">
      <DataTable
        caption={caption}
        columns={[
          { header: copy.item, cell: (i: InspectedItem) => i.label },
          {
            header: copy.result,
            cell: (i: InspectedItem) => (
              <span className={i.result === 'fail' ? 'font-semibold text-red-800' : undefined}>
                {copy.results[i.result]}
              </span>
            ),
          },
          { header: copy.noteColumn, cell: (i: InspectedItem) => i.note },
        ]}
        rows={inspection.items}
        rowKey={(i) => i.itemId}
        loading={false}
      />
      <p className="text-slate-600 text-xs">
        {copy.recordedBy(inspection.recordedBy, formatInstantShort(inspection.at))}
      </p>
    </div>
  );
}

/**
 * The return record's inspections: each vehicle back with what its return
 * inspection found, and the maintenance a failed safety item opened or could
 * not open.
 */
export function ReturnInspections({ handover }: { handover: Handover }) {
  const back = handover.vehicles.flatMap((v) => {
    const inspection = recordedInspection(v, 'in');
    return inspection ? [{ v, inspection }] : [];
  });
  if (back.length === 0) return null;
  return (
    <section aria-labelledby="return-inspections" className="space-y-3">
      <h3 id="return-inspections" className="font-semibold text-lg text-slate-900">
        {copy.inTitle}
      </h3>
      {handover.maintenance.length > 0 ? (
        <ul role="status" aria-label={copy.maintenanceTitle} className="list-disc pl-5 text-slate-900">
          {handover.maintenance.map((m) => (
            <li key={m.fleetNumber} className={m.opened ? undefined : 'text-red-800'}>
              {m.message}
            </li>
          ))}
        </ul>
      ) : null}
      {back.map(({ v, inspection }) => (
        <InspectionSummary
          key={`${v.classId}-${v.seq}`}
          inspection={inspection}
          caption={copy.of(vehicleName(v), copy.inTitle)}
        />
      ))}
    </section>
  );
}
