import {
  type MaintenanceBlock,
  type MaintenanceRequest,
  maintenanceRequestSchema,
  type Unit,
} from '@convoy/domain/contracts/fleet-unit.schema';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { errorSentence } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { type Column, DataTable } from '../shell/components/data-table';
import type { EditorField } from '../shell/components/editor-fields';
import { EditorForm } from '../shell/components/editor-form';
import { fleetApi } from './api/fleet-api';
import { UnitRefusal } from './unit-refusal';
import { unitsCopy } from './units-copy';

const m = unitsCopy.maintenance;

const fields: readonly EditorField[] = [
  { name: 'startDate', label: m.startDate, type: 'date' },
  { name: 'startTime', label: m.startTime, type: 'time' },
  { name: 'endDate', label: m.endDate, type: 'date' },
  { name: 'endTime', label: m.endTime, type: 'time' },
  { name: 'reason', label: m.reason, type: 'text', hint: m.reasonHint, wide: true },
];
const blank = { startDate: '', startTime: '', endDate: '', endTime: '', reason: '' };

/**
 * A unit's maintenance: the blocks not yet over, each removable, and the form
 * that books another (POST /api/admin/units/:id/maintenance). A refusal names
 * the bookings that need the vehicle then, as links. `onChange` reloads the list.
 */
export function UnitMaintenance({
  unit,
  onChange,
  onClose,
}: {
  unit: Unit;
  onChange: () => Promise<unknown>;
  onClose: () => void;
}) {
  const [refusal, setRefusal] = useState<unknown>(null);
  // A new form after each booking: empty again, its heading focused.
  const [round, setRound] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const [removals, setRemovals] = useState(0);
  // A removed block's Remove button is gone, and the confirm dialog gives the focus back to it
  // on a timer as it closes: the focus goes to the panel's heading after both.
  useEffect(() => {
    if (removals === 0) return;
    const timer = setTimeout(() => heading.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, [removals]);
  const book = async (block: MaintenanceRequest) => {
    setRefusal(null);
    try {
      await fleetApi.bookMaintenance(unit.id, block);
    } catch (error) {
      setRefusal(error);
      throw error;
    }
    await onChange();
    toast.success(m.done(unit.fleetNumber));
    setRound((r) => r + 1);
  };
  const remove = async (block: MaintenanceBlock) => {
    try {
      await fleetApi.removeMaintenance(unit.id, block.id);
      await onChange();
      toast.success(m.removed(unit.fleetNumber));
      setRemovals((n) => n + 1);
    } catch (error) {
      toast.error(errorSentence(error));
    }
  };
  const columns: Column<MaintenanceBlock>[] = [
    {
      header: m.from,
      cell: (b) => <span className="whitespace-nowrap">{formatDateTime(b.startDate, b.startTime)}</span>,
    },
    {
      header: m.to,
      cell: (b) => <span className="whitespace-nowrap">{formatDateTime(b.endDate, b.endTime)}</span>,
    },
    { header: m.reason, cell: (b) => b.reason },
    { header: m.by, cell: (b) => b.createdBy },
    {
      header: m.remove,
      cell: (b) => (
        <ConfirmDialog
          trigger={m.remove}
          triggerLabel={m.removeLabel(b.reason, formatDateTime(b.startDate, b.startTime))}
          title={m.removeTitle(b.reason)}
          body={m.removeBody}
          keep={m.keep}
          confirm={m.remove}
          pendingLabel={m.removing}
          pending={false}
          onConfirm={() => void remove(b)}
        />
      ),
    },
  ];
  return (
    <section
      aria-labelledby="unit-maintenance-heading"
      className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-3xl">
          <h3
            id="unit-maintenance-heading"
            ref={heading}
            tabIndex={-1}
            className="font-bold text-lg text-slate-900 focus:outline-none"
          >
            {m.title(unit.fleetNumber)}
          </h3>
          <p className="text-slate-700 text-sm">{m.lead}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="min-h-10 rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-white"
        >
          {m.close}
        </button>
      </div>
      <DataTable
        caption={m.booked}
        columns={columns}
        rows={unit.maintenance}
        rowKey={(b) => b.id}
        loading={false}
        empty={m.none}
      />
      <EditorForm<MaintenanceRequest>
        key={round}
        name="maintenance"
        title={m.bookTitle}
        fields={fields}
        schema={maintenanceRequestSchema}
        initial={blank}
        editing={false}
        saveLabel={m.book}
        onSave={book}
        onCancel={onClose}
      />
      <UnitRefusal error={refusal} />
    </section>
  );
}
