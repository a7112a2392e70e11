import {
  type CitationItem,
  citationAssignRequestSchema,
  citationNoteRequestSchema,
  citationTransferRequestSchema,
} from '@convoy/domain/contracts/citation.schema';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { actionResolver, FormDialog } from '../shell/components/action-form';
import type { Said } from '../shell/components/status-line';
import { citationsApi } from './api/citations-api';
import { citationsCopy } from './citations-copy';

const copy = citationsCopy.actions;
const actionButton =
  'min-h-9 whitespace-nowrap rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

type Action = 'assign' | 'dismiss' | 'dispute' | 'transfer';

/** One action's dialog: a single field, its request schema, and what to say once done. */
const dialogs: Record<
  Action,
  {
    field: 'reservationCode' | 'note' | 'address';
    label: string;
    title: string;
    lead: (item: CitationItem) => string;
    of: (reference: string) => string;
    send: (item: CitationItem, value: string, key: string) => Promise<CitationItem>;
    done: (item: CitationItem) => string;
  }
> = {
  assign: {
    field: 'reservationCode',
    label: copy.code,
    title: copy.assign,
    lead: () => copy.assignLead,
    of: copy.assignOf,
    send: (i, code, key) => citationsApi.assign(i.id, code, key),
    done: (i) => copy.assigned(i.reference, i.reservationCode ?? ''),
  },
  dismiss: {
    field: 'note',
    label: copy.note,
    title: copy.dismiss,
    lead: () => copy.dismissLead,
    of: copy.dismissOf,
    send: (i, note) => citationsApi.dismiss(i.id, note),
    done: (i) => copy.dismissed(i.reference),
  },
  dispute: {
    field: 'note',
    label: copy.note,
    title: copy.dispute,
    lead: () => copy.disputeLead,
    of: copy.disputeOf,
    send: (i, note) => citationsApi.dispute(i.id, note),
    done: (i) => copy.disputed(i.reference),
  },
  transfer: {
    field: 'address',
    label: copy.address,
    title: copy.transfer,
    // The address the driver gave before pickup is used unless staff enter another (decision 037).
    lead: (i) => (i.addressKnown ? copy.transferKnownLead : copy.transferLead),
    of: copy.transferOf,
    send: (i, address) => citationsApi.transfer(i.id, address.trim() || undefined),
    done: (i) => copy.transferred(i.reference),
  },
};

const schemas = {
  reservationCode: citationAssignRequestSchema,
  note: citationNoteRequestSchema,
  address: citationTransferRequestSchema.required(),
};
/** An address is asked only when the nomination has none from pre-arrival; one typed then replaces it. */
const otherAddress = citationTransferRequestSchema;
const optionalAddress = (v: Record<string, string>) => ({ address: v.address?.trim() || undefined });

function ActionDialog({
  item,
  action,
  onDone,
  onClose,
}: {
  item: CitationItem;
  action: Action;
  onDone: (item: CitationItem, said: Said) => void;
  onClose: () => void;
}) {
  const d = dialogs[action];
  const known = d.field === 'address' && item.addressKnown;
  const form = useSchemaForm({
    // The field is named as the request names it, so the API's message goes beside it.
    resolver: known
      ? actionResolver(otherAddress, optionalAddress)
      : actionResolver(schemas[d.field], (v: Record<string, string>) => v),
    reValidateMode: 'onSubmit',
    defaultValues: { [d.field]: '' },
    order: [d.field],
    send: (request, key) => d.send(item, (request as Record<string, string>)[d.field] ?? '', key),
    onSent: (changed) => onDone(changed, { text: d.done(changed) }),
  });
  return (
    <FormDialog
      title={d.title}
      lead={d.lead(item)}
      onClose={onClose}
      form={form}
      label={d.of(item.reference)}
      submitLabel={d.title}
      pendingLabel={copy.working}
    >
      <TextField
        {...form.field(d.field)}
        label={known ? copy.otherAddress : d.label}
        optional={known}
        autoComplete="off"
      />
    </FormDialog>
  );
}

/** What staff may do with an item now: assign or dismiss a queued one; dispute or transfer a charged one. */
export function CitationActions({
  item,
  onDone,
}: {
  item: CitationItem;
  onDone: (item: CitationItem, said: Said) => void;
}) {
  const [open, setOpen] = useState<Action | null>(null);
  const offered: Action[] =
    item.status === 'queued'
      ? ['assign', 'dismiss']
      : item.status === 'charged'
        ? ['dispute', 'transfer']
        : item.status === 'disputed'
          ? ['transfer']
          : [];
  return (
    <div className="flex flex-wrap gap-2">
      {offered.map((action) => (
        <button
          key={action}
          type="button"
          className={actionButton}
          aria-label={dialogs[action].of(item.reference)}
          onClick={() => setOpen(action)}
        >
          {dialogs[action].title}
        </button>
      ))}
      {item.status === 'transferred' ? (
        <a
          href={citationsApi.nominationHref(item.id)}
          className="font-semibold text-brand-800 text-sm underline"
          aria-label={citationsCopy.items.nominationOf(item.reference)}
        >
          {citationsCopy.items.nomination}
        </a>
      ) : null}
      {open ? (
        <ActionDialog
          item={item}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(changed, said) => {
            setOpen(null);
            onDone(changed, said);
          }}
        />
      ) : null}
    </div>
  );
}
