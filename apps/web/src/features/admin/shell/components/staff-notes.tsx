import { type CustomerNote, customerNoteRequestSchema } from '@convoy/domain/contracts/customer.schema';
import { useMutation } from '@tanstack/react-query';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import { buttonClass } from '../../../../components/form/form-styles';
import { TextareaField } from '../../../../components/form/textarea-field';
import { useSchemaForm } from '../../../../components/form/use-schema-form';
import { errorSentence } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { adminCopy } from '../admin-copy';
import { actionResolver } from './action-form';
import { FormCard } from './form-card';
import { formatInstantShort } from './format';

const copy = adminCopy.notes;
type NoteInputs = { text: string; pinned: boolean };
const blankNote: NoteInputs = { text: '', pinned: false };
const noteResolver = actionResolver(customerNoteRequestSchema, (v: NoteInputs) => v);

/** What a person's or an organisation's notes call: add one, pin or unpin one (decision 043). */
export interface NoteCalls {
  add: (note: { text: string; pinned: boolean }) => Promise<CustomerNote>;
  pin: (id: string, pinned: boolean) => Promise<CustomerNote>;
}

function NoteItem({
  note,
  calls,
  may,
  onChanged,
}: {
  note: CustomerNote;
  calls: NoteCalls;
  may: boolean;
  onChanged: (note: CustomerNote) => void;
}) {
  const pin = useMutation({
    mutationFn: () => calls.pin(note.id, !note.pinned),
    onSuccess: (changed) => {
      onChanged(changed);
      toast.success(changed.pinned ? copy.pinnedToast : copy.unpinnedToast);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <li className="rounded-md border border-slate-200 bg-white p-3">
      <p className="whitespace-pre-line text-slate-900">{note.text}</p>
      <p className="mt-1 text-slate-600 text-xs">
        {note.pinned ? <strong className="mr-2 text-amber-800">{copy.pinned}</strong> : null}
        {`${note.author}, ${formatInstantShort(note.createdAt)}`}
      </p>
      {may ? (
        <button
          type="button"
          className={`${buttonClass.secondary} mt-2`}
          aria-label={note.pinned ? copy.unpinLabel(note.text) : copy.pinLabel(note.text)}
          aria-disabled={pin.isPending || undefined}
          onClick={() => (pin.isPending ? undefined : pin.mutate())}
        >
          {note.pinned ? copy.unpin : copy.pin}
        </button>
      ) : null}
    </li>
  );
}

function AddNoteForm({
  id,
  calls,
  onAdded,
}: {
  id: string;
  calls: NoteCalls;
  onAdded: (note: CustomerNote) => void;
}) {
  const form = useSchemaForm({
    resolver: noteResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blankNote,
    order: ['text', 'pinned'],
    send: (note) => calls.add(note),
    onSent: (note) => {
      onAdded(note);
      form.reset(blankNote);
      toast.success(copy.added);
    },
  });
  return (
    <FormCard
      id={`${id}-add`}
      title={copy.add}
      lead={copy.addLead}
      form={form}
      submitLabel={copy.add}
      pendingLabel={copy.adding}
    >
      <TextareaField {...form.field('text')} label={copy.text} rows={3} />
      <CheckboxField {...form.field('pinned')} label={copy.pinNew} />
    </FormCard>
  );
}

/**
 * Staff's notes on a person or an organisation (decision 043): the list, pinned first, each pinned or unpinned,
 * and the form to add one, for a role that may change them. `onNotes` takes the list after a change.
 */
export function StaffNotes({
  id,
  notes,
  calls,
  may,
  onNotes,
}: {
  id: string;
  notes: CustomerNote[];
  calls: NoteCalls;
  may: boolean;
  onNotes: (notes: CustomerNote[]) => void;
}) {
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h3 id={id} className="font-semibold text-lg text-slate-900">
        {copy.title}
      </h3>
      {notes.length ? (
        <ul className="space-y-2 text-sm">
          {notes.map((n) => (
            <NoteItem
              key={n.id}
              note={n}
              calls={calls}
              may={may}
              onChanged={(changed) => onNotes(notes.map((o) => (o.id === changed.id ? changed : o)))}
            />
          ))}
        </ul>
      ) : (
        <p className="text-slate-600 text-sm">{copy.none}</p>
      )}
      {may ? <AddNoteForm id={id} calls={calls} onAdded={(note) => onNotes([note, ...notes])} /> : null}
    </section>
  );
}
