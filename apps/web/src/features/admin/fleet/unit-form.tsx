import {
  type Unit,
  type UnitCreate,
  type UnitUpdate,
  unitCreateSchema,
  unitStatuses,
  unitUpdateSchema,
} from '@convoy/domain/contracts/fleet-unit.schema';
import { useState } from 'react';
import { z } from 'zod';
import { stateOptions } from '../../../components/form/state-options';
import { toast } from '../../../lib/toast';
import { editorCopy } from '../shell/components/editor-copy';
import type { EditorField, EditorOption } from '../shell/components/editor-fields';
import { itemToInputs } from '../shell/components/editor-fields';
import { EditorForm } from '../shell/components/editor-form';
import { fleetApi } from './api/fleet-api';
import { UnitRefusal } from './unit-refusal';
import { unitsCopy } from './units-copy';

const f = unitsCopy.fields;

/** The choices a unit's form offers: locations and classes of the fleet. */
export interface UnitOptions {
  locations: readonly EditorOption[];
  classes: readonly EditorOption[];
  /** A new unit's location and class: those the list is filtered by, if any. */
  preset: { locationId?: string | undefined; classId?: string | undefined };
}

/** The details every unit has, added or changed. */
function detailFields(options: UnitOptions, editing: boolean): EditorField[] {
  return [
    { name: 'fleetNumber', label: f.fleetNumber, type: 'text', hint: f.fleetNumberHint },
    { name: 'vin', label: f.vin, type: 'text', hint: f.vinHint },
    { name: 'plate', label: f.plate, type: 'text' },
    { name: 'plateState', label: f.plateState, type: 'choice', options: stateOptions },
    {
      name: 'locationId',
      label: f.locationId,
      type: 'choice',
      options: options.locations,
      ...(editing ? { hint: f.moveHint } : {}),
    },
    ...(editing
      ? []
      : [{ name: 'classId', label: f.classId, type: 'choice', options: options.classes } as const]),
    { name: 'odometerMiles', label: f.odometerMiles, type: 'count' },
    { name: 'fuelCapacityGallons', label: f.fuelCapacityGallons, type: 'count' },
    { name: 'serviceDueOn', label: f.serviceDueOn, type: 'date', optional: true, hint: f.serviceHint },
    { name: 'serviceDueMiles', label: f.serviceDueMiles, type: 'count', optional: true, hint: f.serviceHint },
    ...(editing
      ? [
          {
            name: 'status',
            label: f.status,
            type: 'choice',
            hint: f.statusHint,
            options: unitStatuses.map((s) => ({ value: s, label: unitsCopy.statuses[s] })),
          } as const,
        ]
      : []),
    { name: 'notes', label: f.notes, type: 'text', hint: f.notesHint, wide: true },
  ];
}

/** Details a unit counted before units had them (migration 0019) may still lack: left empty, left unset. */
const fillable = ['vin', 'plate', 'plateState'] as const;
const editSchema = z.preprocess((value) => {
  const item = { ...(value as Record<string, unknown>) };
  for (const name of fillable) if (item[name] === '' || item[name] === null) delete item[name];
  return item;
}, unitUpdateSchema);

/** What the form changed of the unit: only that is sent, so an unchanged location is not a move. */
function changesOf(unit: Unit, item: UnitUpdate): Partial<UnitUpdate> {
  return Object.fromEntries(
    Object.entries(item).filter(([key, value]) => value !== undefined && unit[key as keyof Unit] !== value),
  );
}

/**
 * A unit's form: a new one (POST /api/admin/units), or a unit's details,
 * location and status (PATCH, only what changed). A refusal's bookings are
 * listed as links under the form.
 */
export function UnitForm({
  unit,
  options,
  onDone,
}: {
  unit: Unit | undefined;
  options: UnitOptions;
  /** Saved (its fleet number) or cancelled (nothing). */
  onDone: (saved?: Unit) => void;
}) {
  const [refusal, setRefusal] = useState<unknown>(null);
  const fields = detailFields(options, unit !== undefined);
  const refused = (error: unknown) => {
    setRefusal(error);
    throw error;
  };
  const common = {
    name: unit ? 'unit-edit' : 'unit-new',
    fields,
    editing: unit !== undefined,
    saveLabel: editorCopy.save,
    onCancel: () => onDone(),
  };
  return (
    <div className="space-y-3">
      {unit ? (
        <EditorForm<UnitUpdate>
          {...common}
          title={unitsCopy.editing(unit.fleetNumber)}
          schema={editSchema as unknown as z.ZodType<UnitUpdate>}
          initial={itemToInputs(fields, unit)}
          onSave={async (item) => {
            setRefusal(null);
            const change = changesOf(unit, item);
            if (Object.keys(change).length === 0) {
              toast(unitsCopy.unchanged);
              return onDone();
            }
            return onDone(await fleetApi.changeUnit(unit.id, change).catch(refused));
          }}
        />
      ) : (
        <EditorForm<UnitCreate>
          {...common}
          title={unitsCopy.adding}
          schema={unitCreateSchema}
          initial={itemToInputs(fields, {
            locationId: options.preset.locationId || options.locations[0]?.value,
            classId: options.preset.classId,
          })}
          onSave={async (item) => onDone(await fleetApi.addUnit(item))}
        />
      )}
      <UnitRefusal error={refusal} />
    </div>
  );
}
