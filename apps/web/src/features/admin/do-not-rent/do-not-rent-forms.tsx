import {
  type DoNotRentEntry,
  doNotRentEntryRequestSchema,
  doNotRentOverrideFormSchema,
} from '@convoy/domain/contracts/do-not-rent.schema';
import { z } from 'zod';
import type { FieldBinding } from '../../../components/form/field-binding';
import { CodeField, TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { actionResolver } from '../shell/components/action-form';
import { FormCard } from '../shell/components/form-card';
import { doNotRentApi } from './api/do-not-rent-api';
import { doNotRentCopy as copy } from './do-not-rent-copy';

const entryFields = [
  'name',
  'dateOfBirth',
  'licenceNumber',
  'licenceState',
  'email',
  'phone',
  'reason',
  'lapsesOn',
] as const;
type EntryInputs = Record<(typeof entryFields)[number], string>;
const blankEntry = Object.fromEntries(entryFields.map((f) => [f, ''])) as EntryInputs;
const entryResolver = actionResolver(doNotRentEntryRequestSchema, (v: EntryInputs) => v);

type Bound = { registration: FieldBinding; error?: string | undefined };

/** An entry's reason (staff only) and the day it lapses: what adding one and editing one both ask. */
export function ReasonAndLapse({ reason, lapsesOn }: { reason: Bound; lapsesOn: Bound }) {
  return (
    <>
      <TextareaField {...reason} label={copy.reason} hint={copy.reasonHint} rows={3} />
      <TextField
        {...lapsesOn}
        label={copy.lapsesOn}
        hint={copy.lapsesHint}
        optional
        type="date"
        className="max-w-xs"
      />
    </>
  );
}

/** Adds an entry, checked with the API's schema; the list shows it masked once added. */
export function AddEntryForm({ onAdded }: { onAdded: (entry: DoNotRentEntry) => void }) {
  const form = useSchemaForm({
    resolver: entryResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blankEntry,
    order: entryFields,
    send: (entry) => doNotRentApi.add(entry),
    onSent: (entry) => {
      onAdded(entry);
      form.reset(blankEntry);
      toast.success(copy.addedToast);
    },
  });
  return (
    <FormCard
      id="do-not-rent-add"
      title={copy.addTitle}
      lead={copy.addLead}
      form={form}
      submitLabel={copy.add}
      pendingLabel={copy.adding}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...form.field('name')} label={copy.name} autoComplete="off" />
        <TextField
          {...form.field('dateOfBirth')}
          label={copy.dateOfBirth}
          hint={copy.dateHint}
          autoComplete="off"
          inputMode="numeric"
        />
        <TextField {...form.field('licenceNumber')} label={copy.licenceNumber} optional autoComplete="off" />
        <TextField
          {...form.field('licenceState')}
          label={copy.licenceState}
          optional
          autoComplete="off"
          maxLength={3}
        />
        <TextField {...form.field('email')} label={copy.email} optional type="email" autoComplete="off" />
        <TextField {...form.field('phone')} label={copy.phone} optional type="tel" autoComplete="off" />
      </div>
      <ReasonAndLapse reason={form.field('reason')} lapsesOn={form.field('lapsesOn')} />
    </FormCard>
  );
}

/**
 * The override's request under `override`: its fields' ids (`field-override-reason`)
 * stay apart from the add form's `reason` on the same page.
 */
export const overrideFormSchema = z.object({ override: doNotRentOverrideFormSchema });
type OverrideInputs = { override: { reservationCode: string; reason: string } };
const overrideResolver = actionResolver(overrideFormSchema, (v: OverrideInputs) => v);
const blankOverride: OverrideInputs = { override: { reservationCode: '', reason: '' } };

/** A manager lets one held booking go ahead, by its code, saying why. */
export function OverrideForm() {
  const form = useSchemaForm({
    resolver: overrideResolver,
    reValidateMode: 'onSubmit',
    defaultValues: blankOverride,
    order: ['override.reservationCode', 'override.reason'],
    send: ({ override }) => doNotRentApi.override(override),
    onSent: (override) => {
      form.reset(blankOverride);
      toast.success(copy.overridden(override.reservationCode, override.entryIds.length));
    },
  });
  return (
    <FormCard
      id="do-not-rent-override"
      title={copy.overrideTitle}
      lead={copy.overrideLead}
      form={form}
      submitLabel={copy.override}
      pendingLabel={copy.overriding}
    >
      <CodeField
        {...form.field('override.reservationCode')}
        label={copy.reservationCode}
        className="max-w-xs"
      />
      <TextareaField
        {...form.field('override.reason')}
        label={copy.overrideReason}
        hint={copy.overrideReasonHint}
        rows={2}
      />
    </FormCard>
  );
}
