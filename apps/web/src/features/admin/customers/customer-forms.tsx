import {
  type CustomerNote,
  customerEraseRequestSchema,
  customerMergeRequestSchema,
  customerNoteRequestSchema,
} from '@convoy/domain/contracts/customer.schema';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { actionResolver } from '../shell/components/action-form';
import { FormCard } from '../shell/components/form-card';
import { customersApi } from './api/customers-api';
import { customersCopy as copy } from './customers-copy';

type NoteInputs = { text: string; pinned: boolean };
const blankNote: NoteInputs = { text: '', pinned: false };
const noteResolver = actionResolver(customerNoteRequestSchema, (v: NoteInputs) => v);

/** Adds a note on a person (decision 043), pinned or not. */
export function AddNoteForm({
  customerKey,
  onAdded,
}: {
  customerKey: string;
  onAdded: (note: CustomerNote) => void;
}) {
  const form = useSchemaForm({
    resolver: noteResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blankNote,
    order: ['text', 'pinned'],
    send: (note) => customersApi.addNote(customerKey, note),
    onSent: (note) => {
      onAdded(note);
      form.reset(blankNote);
      toast.success(copy.added);
    },
  });
  return (
    <FormCard
      id="customer-note-add"
      title={copy.addNote}
      lead={copy.addNoteLead}
      form={form}
      submitLabel={copy.addNote}
      pendingLabel={copy.adding}
    >
      <TextareaField {...form.field('text')} label={copy.noteText} rows={3} />
      <CheckboxField {...form.field('pinned')} label={copy.pinNew} />
    </FormCard>
  );
}

const mergeResolver = actionResolver(customerMergeRequestSchema, (v: { email: string }) => v);

/** Joins another e-mail's rows to this person. */
export function MergeForm({ customerKey, onMerged }: { customerKey: string; onMerged: () => void }) {
  const form = useSchemaForm({
    resolver: mergeResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { email: '' },
    order: ['email'],
    send: ({ email }) => customersApi.merge(customerKey, email),
    onSent: () => {
      form.reset({ email: '' });
      toast.success(copy.merged);
      onMerged();
    },
  });
  return (
    <FormCard
      id="customer-merge"
      title={copy.merge}
      lead={copy.mergeLead}
      form={form}
      submitLabel={copy.merge}
      pendingLabel={copy.merging}
    >
      <TextField {...form.field('email')} label={copy.mergeEmail} type="email" autoComplete="off" />
    </FormCard>
  );
}

const eraseResolver = actionResolver(customerEraseRequestSchema, (v: { confirm: string }) => v);

/** Erases the person's data once staff type ERASE; the API refuses while a booking is ahead or money is open. */
export function EraseForm({ customerKey, onErased }: { customerKey: string; onErased: () => void }) {
  const form = useSchemaForm({
    resolver: eraseResolver,
    reValidateMode: 'onSubmit',
    defaultValues: { confirm: '' },
    order: ['confirm'],
    send: (confirm) => customersApi.erase(customerKey, confirm),
    onSent: () => {
      toast.success(copy.erased);
      onErased();
    },
  });
  return (
    <FormCard
      id="customer-erase"
      title={copy.erase}
      lead={copy.eraseLead}
      form={form}
      submitLabel={copy.erase}
      pendingLabel={copy.erasing}
    >
      <TextField
        {...form.field('confirm')}
        label={copy.eraseConfirm}
        autoComplete="off"
        className="max-w-xs"
      />
    </FormCard>
  );
}
