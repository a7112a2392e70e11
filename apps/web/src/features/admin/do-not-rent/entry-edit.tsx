import { type DoNotRentEntry, doNotRentEntryChangeSchema } from '@convoy/domain/contracts/do-not-rent.schema';
import { useState } from 'react';
import { z } from 'zod';
import { buttonClass } from '../../../components/form/form-styles';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { AdminDialog } from '../shell/components/admin-dialog';
import { doNotRentApi } from './api/do-not-rent-api';
import { doNotRentCopy as copy } from './do-not-rent-copy';
import { ReasonAndLapse } from './do-not-rent-forms';

/** The change under `change`: its fields' ids stay apart from the add form's `reason` behind the dialog. */
const changeFormSchema = z.object({ change: doNotRentEntryChangeSchema });
type ChangeInputs = { change: { reason: string; lapsesOn: string } };

/**
 * What was edited, as the PATCH takes it: only what differs from the entry
 * (so the audit log says the reason changed only when it did); an emptied
 * lapse date is null (kept until removed). Nothing changed: the schema asks
 * for a change.
 */
function changedOnly(entry: DoNotRentEntry) {
  return ({ change }: ChangeInputs) => {
    const lapsesOn = change.lapsesOn === '' ? null : change.lapsesOn;
    return {
      change: {
        ...(change.reason.trim() === entry.reason ? {} : { reason: change.reason }),
        ...(lapsesOn === entry.lapsesOn ? {} : { lapsesOn }),
      },
    };
  };
}

function EditForm({
  entry,
  onDone,
  onCancel,
}: {
  entry: DoNotRentEntry;
  onDone: (entry: DoNotRentEntry) => void;
  onCancel: () => void;
}) {
  const resolver = actionResolver(changeFormSchema, changedOnly(entry));
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: { change: { reason: entry.reason, lapsesOn: entry.lapsesOn ?? '' } },
    order: ['change.reason', 'change.lapsesOn'],
    send: ({ change }) => doNotRentApi.change(entry.id, change),
    onSent: (changed) => {
      toast.success(copy.saved);
      onDone(changed);
    },
  });
  return (
    <div className="mt-4">
      <ActionForm
        form={form}
        label={copy.editTitle(entry.nameMasked)}
        submitLabel={copy.save}
        pendingLabel={copy.saving}
        onCancel={onCancel}
        cancelLabel={copy.cancel}
      >
        <ReasonAndLapse reason={form.field('change.reason')} lapsesOn={form.field('change.lapsesOn')} />
      </ActionForm>
    </div>
  );
}

/** An entry's Edit button (managers and owners): its reason and lapse date in a dialog. */
export function EditEntry({
  entry,
  onChanged,
}: {
  entry: DoNotRentEntry;
  onChanged: (entry: DoNotRentEntry) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={copy.editLabel(entry.nameMasked)}
        className={buttonClass.secondary}
      >
        {copy.edit}
      </button>
      {open ? (
        <AdminDialog
          title={copy.editTitle(entry.nameMasked)}
          description={copy.editLead}
          size="narrow"
          onClose={() => setOpen(false)}
        >
          <EditForm
            entry={entry}
            onCancel={() => setOpen(false)}
            onDone={(changed) => {
              onChanged(changed);
              setOpen(false);
            }}
          />
        </AdminDialog>
      ) : null}
    </>
  );
}
