import type { AdminPaymentRow } from '@convoy/domain/contracts/admin-money.schema';
import {
  captureRequestSchema,
  paymentKindLabels,
  refundRequestSchema,
} from '@convoy/domain/contracts/payment.schema';
import { stillRefundableCents } from '@convoy/domain/rules/refundable';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { actionResolver, FormDialog } from '../shell/components/action-form';
import { centsToDollars, dollarsToCents } from '../shell/components/format';
import { formWords } from '../shell/components/money-words';
import type { Said } from '../shell/components/status-line';
import { useKeyedMutation } from '../shell/components/use-keyed-mutation';
import { moneyApi } from './api/money-api';
import { paymentCopy as copy } from './money-copy';

/** What an action reports: the payment's row as it now is and what to say, or only what to say. */
export interface PaymentActionProps {
  payment: AdminPaymentRow;
  onDone: (row: AdminPaymentRow, said: Said) => void;
  say: (said: Said) => void;
}

const pending = (p: AdminPaymentRow, kind: 'capture' | 'release' | 'refund') =>
  p.operations.filter((o) => o.kind === kind && o.status === 'pending');

/** Held on the card and not already being captured or released: 0 when nothing is. */
export function heldOf(p: AdminPaymentRow): number {
  if (p.status !== 'authorised' || pending(p, 'capture').length + pending(p, 'release').length > 0) return 0;
  return p.authorisedCents;
}

/** What can still be refunded: received, less refunds made and on their way (a bank transfer's: recorded once sent back). */
export const refundableOf = (p: AdminPaymentRow): number => stillRefundableCents(p, p.operations);

/** "Security deposit $300.00 on CNV-7K3M9Q": the payment on its buttons and in messages. */
export const paymentName = (p: AdminPaymentRow) =>
  `${paymentKindLabels[p.kind]} ${formatMoney(p.amountCents)} on ${p.reservationCode}`;

/** The outcome the provider reported, when the action is not done at once. */
const outcome = (row: AdminPaymentRow) => {
  const last = row.operations.at(-1);
  return last?.status === 'failed' ? ` ${last.error ?? ''}` : '';
};

const actionButton =
  'min-h-9 whitespace-nowrap rounded-md px-3 font-semibold text-brand-800 text-sm ring-1 ring-slate-300 ring-inset hover:bg-slate-50';

/** Capture all of a held deposit, or part (the rest is released). */
function CaptureDialog({ payment: p, onDone, onClose }: PaymentActionProps & { onClose: () => void }) {
  const held = heldOf(p);
  const resolver = actionResolver(
    captureRequestSchema.refine((r) => r.amountCents === undefined || r.amountCents <= held, {
      path: ['amountCents'],
      message: copy.captureTooMuch(held),
    }),
    (v: { amountCents: string }) => ({
      amountCents: v.amountCents.trim() === '' ? undefined : dollarsToCents(v.amountCents),
    }),
    { amountCents: formWords.dollars },
  );
  const form = useSchemaForm({
    resolver,
    defaultValues: { amountCents: '' },
    order: ['amountCents'],
    send: (r, key) => moneyApi.capturePayment(p.id, r.amountCents, key),
    onSent: (row) => onDone(row, { text: copy.captured(paymentName(p)) + outcome(row) }),
    reValidateMode: 'onSubmit',
  });
  return (
    <FormDialog
      title={copy.captureTitle}
      lead={copy.captureLead(held)}
      onClose={onClose}
      form={form}
      label={copy.captureOf(paymentName(p))}
      submitLabel={copy.capture}
      pendingLabel={formWords.working}
    >
      <TextField
        {...form.field('amountCents')}
        label={copy.captureAmount}
        hint={copy.captureHint(held)}
        inputMode="decimal"
        optional
      />
    </FormDialog>
  );
}

/** Refund part or all of what was received, with the reason for the records. */
function RefundDialog({ payment: p, onDone, onClose }: PaymentActionProps & { onClose: () => void }) {
  const left = refundableOf(p);
  const resolver = actionResolver(
    refundRequestSchema.omit({ paymentId: true }).refine((r) => r.amountCents <= left, {
      path: ['amountCents'],
      message: copy.refundTooMuch(left),
    }),
    (v: { amountCents: string; reason: string }) => ({
      ...v,
      amountCents: dollarsToCents(v.amountCents),
    }),
    { amountCents: formWords.dollars },
  );
  const form = useSchemaForm({
    resolver,
    defaultValues: { amountCents: centsToDollars(left), reason: '' },
    order: ['amountCents', 'reason'],
    send: (refund, key) => moneyApi.refundPayment(p.id, refund, key),
    onSent: (row, refund) =>
      onDone(row, { text: copy.refunded(refund.amountCents, paymentName(p)) + outcome(row) }),
    reValidateMode: 'onSubmit',
  });
  return (
    <FormDialog
      title={copy.refundTitle}
      lead={p.kind === 'bank_transfer' ? copy.refundTransferLead(left) : copy.refundLead(left)}
      onClose={onClose}
      form={form}
      label={copy.refundOf(paymentName(p))}
      submitLabel={copy.refund}
      pendingLabel={formWords.working}
    >
      <TextField {...form.field('amountCents')} label={copy.refundAmount} inputMode="decimal" />
      <TextField {...form.field('reason')} label={copy.reason} hint={copy.reasonHint} autoComplete="off" />
    </FormDialog>
  );
}

/**
 * The actions a payment allows now: capture or release what is held on the
 * card, refund what was received. Each is made at the provider at once; the
 * row shows the operation and how it went.
 */
export function PaymentActions(props: PaymentActionProps) {
  const { payment: p, onDone, say } = props;
  // Captures, releases and refunds are for staff who may change money (not agents, not viewers).
  const may = useStaffAccess('money').change;
  const [open, setOpen] = useState<'capture' | 'refund' | null>(null);
  const release = useKeyedMutation({
    mutationFn: (key: string) => moneyApi.releasePayment(p.id, key),
    onSuccess: (row) => onDone(row, { text: copy.released(paymentName(p)) + outcome(row) }),
    onError: (error) => say({ text: errorSentence(error), failed: true }),
  });
  const held = heldOf(p);
  const refundable = refundableOf(p) > 0;
  if (!may || (held === 0 && !refundable)) return null;
  const close = () => setOpen(null);
  const done = (row: AdminPaymentRow, said: Said) => {
    close();
    onDone(row, said);
  };
  return (
    <span className="flex flex-wrap gap-2">
      {held > 0 ? (
        <>
          <button
            type="button"
            onClick={() => setOpen('capture')}
            aria-label={copy.captureOf(paymentName(p))}
            className={actionButton}
          >
            {copy.capture}
          </button>
          <ConfirmDialog
            trigger={copy.release}
            triggerLabel={copy.releaseOf(paymentName(p))}
            title={copy.releaseTitle(held)}
            body={copy.releaseBody}
            keep={copy.keep}
            confirm={copy.release}
            pendingLabel={copy.releasing}
            pending={release.isPending}
            onConfirm={() => release.mutate()}
          />
        </>
      ) : null}
      {refundable ? (
        <button
          type="button"
          onClick={() => setOpen('refund')}
          aria-label={copy.refundOf(paymentName(p))}
          className={actionButton}
        >
          {copy.refund}
        </button>
      ) : null}
      {open === 'capture' ? <CaptureDialog {...props} onDone={done} onClose={close} /> : null}
      {open === 'refund' ? <RefundDialog {...props} onDone={done} onClose={close} /> : null}
    </span>
  );
}
