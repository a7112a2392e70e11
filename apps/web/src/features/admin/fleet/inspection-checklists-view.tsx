import {
  type ChecklistResponse,
  checklistSchema,
  type InspectionSide,
  inspectionSides,
} from '@convoy/domain/contracts/inspection.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { buttonClass } from '../../../components/form/form-styles';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ListPicker } from '../shell/components/list-picker';
import { inspectionChecklistsApi } from './api/inspection-checklists-api';
import { inspectionChecklistsCopy as copy } from './inspection-checklists-copy';

interface ItemValues {
  /** Kept for an item saved before (inspections name it); made from the label for a new one. */
  id: string;
  label: string;
  safety: boolean;
  appliesAt: InspectionSide;
}

/** A new item's id from its label: "Wheelchair lift: raises" → "wheelchair-lift-raises", made unique. */
function idFor(label: string, taken: Set<string>): string {
  const base =
    label
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 56) || 'item';
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  taken.add(id);
  return id;
}

const resolver = schemaResolver(checklistSchema, (values: { items: ItemValues[] }) => {
  const taken = new Set(values.items.map((i) => i.id).filter(Boolean));
  return { items: values.items.map((i) => ({ ...i, id: i.id || idFor(i.label, taken) })) };
});

const sideOptions = inspectionSides.map((s) => ({ value: s, label: copy.sides[s] }));

/**
 * One class's checklist, checked with the API's schema and saved whole
 * (PUT /api/admin/inspection-checklists/:classId); the messages go beside
 * their fields and into the error summary, which takes the focus.
 */
function ChecklistForm({ answer, readOnly }: { answer: ChecklistResponse; readOnly: boolean }) {
  const id = useId();
  const client = useQueryClient();
  const next = useRef(answer.items.length);
  const [keys, setKeys] = useState(() => answer.items.map((_, i) => i));
  const order = keys.flatMap((_, i) => [`items.${i}.label`, `items.${i}.safety`, `items.${i}.appliesAt`]);
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { items: answer.items as ItemValues[] },
    order,
    send: (checklist) => inspectionChecklistsApi.save(answer.classId, checklist),
    onSent: (saved) => {
      client.setQueryData(['admin', 'inspection-checklists', answer.classId], saved);
      toast.success(copy.done(answer.className));
    },
  });
  const items = () => form.getValues('items') ?? [];
  const add = () => {
    form.setValue('items', [...items(), { id: '', label: '', safety: false, appliesAt: 'both' }]);
    setKeys((k) => [...k, next.current++]);
  };
  const remove = (index: number) => {
    form.setValue(
      'items',
      items().filter((_, i) => i !== index),
    );
    setKeys((k) => k.filter((_, i) => i !== index));
  };
  return (
    <form {...form.formProps} aria-labelledby={`${id}-title`} className="max-w-3xl space-y-5">
      <div>
        <h3 id={`${id}-title`} className="font-bold text-lg text-slate-900">
          {copy.formTitle(answer.className)}
        </h3>
        <p className="text-slate-700 text-sm">{answer.saved ? copy.saved : copy.demo}</p>
      </div>
      <ErrorSummary {...form.summary} />
      <ol className="space-y-4">
        {keys.map((key, i) => (
          <li key={key}>
            <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
              <legend className="px-1 font-semibold text-slate-900">{copy.itemLegend(i + 1)}</legend>
              <TextField
                {...form.field(`items.${i}.label`)}
                label={copy.label}
                hint={copy.labelHint}
                maxLength={120}
                autoComplete="off"
                disabled={readOnly}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <CheckboxField
                  {...form.field(`items.${i}.safety`)}
                  label={copy.safety}
                  hint={copy.safetyHint}
                />
                <SelectField
                  {...form.field(`items.${i}.appliesAt`)}
                  label={copy.appliesAt}
                  options={sideOptions}
                  defaultValue={form.getValues(`items.${i}.appliesAt`) ?? 'both'}
                  disabled={readOnly}
                />
              </div>
              {readOnly ? null : (
                <button
                  type="button"
                  aria-label={copy.removeItem(i + 1)}
                  onClick={() => remove(i)}
                  className={buttonClass.secondary}
                >
                  {copy.remove}
                </button>
              )}
            </fieldset>
          </li>
        ))}
      </ol>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-3">
          <button type="button" onClick={add} className={buttonClass.secondary}>
            {copy.addItem}
          </button>
          <SubmitButton pending={form.pending} pendingLabel={copy.saving}>
            {copy.save}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}

/** Inspection checklists (decision 034): each class's items checked at check-out and at the return. */
export function InspectionChecklistsView() {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const [picked, setPicked] = useState('');
  const classId = picked || fleet.data?.classes[0]?.id || '';
  const checklist = useQuery({
    queryKey: ['admin', 'inspection-checklists', classId],
    queryFn: () => inspectionChecklistsApi.get(classId),
    enabled: classId !== '',
  });
  const readOnly = !useStaffAccess('fleet').change;
  const error = fleet.error ?? checklist.error;
  return (
    <section aria-labelledby="inspection-checklists-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="inspection-checklists-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.inspections}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      {fleet.data ? (
        <ListPicker
          label={copy.vehicleClass}
          value={classId}
          options={fleet.data.classes}
          onChange={setPicked}
        />
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(error)}
        </p>
      ) : checklist.data ? (
        <ChecklistForm
          // A new form for each class, and again from what the server saved.
          key={`${classId}-${JSON.stringify(checklist.data)}`}
          answer={checklist.data}
          readOnly={readOnly}
        />
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
