import type { AdminInvoiceRow } from '@convoy/domain/contracts/admin-money.schema';
import { bankTransferSchema } from '@convoy/domain/contracts/payment.schema';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { actionResolver, FormDialog } from '../shell/components/action-form';
import { centsToDollars, dollarsToCents, todayInAdminZone } from '../shell/components/format';
import { formWords } from '../shell/components/money-words';
import { moneyApi } from './api/money-api';
import { invoiceCopy as copy } from './money-copy';

interface TransferInputs {
  amountCents: string;
  receivedOn: string;
  reference: string;
}

/**
 * A bank transfer received against an invoice, in a dialog: the amount in
 * dollars (its balance due to start with), the day it arrived, the bank's
 * reference. `onDone` gets the invoice's row as it now is.
 */
export function BankTransferDialog({
  invoice,
  onClose,
  onDone,
}: {
  invoice: AdminInvoiceRow;
  onClose: () => void;
  onDone: (row: AdminInvoiceRow, amountCents: number) => void;
}) {
  const resolver = actionResolver(
    bankTransferSchema,
    (v: TransferInputs) => ({ ...v, amountCents: dollarsToCents(v.amountCents) }),
    { amountCents: formWords.dollars },
  );
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      amountCents: centsToDollars(invoice.balanceDueCents),
      receivedOn: todayInAdminZone(),
      reference: '',
    },
    order: ['amountCents', 'receivedOn', 'reference'],
    send: (transfer, key) => moneyApi.recordBankTransfer(invoice.number, transfer, key),
    onSent: (row, transfer) => onDone(row, transfer.amountCents),
    reValidateMode: 'onSubmit',
  });
  return (
    <FormDialog
      title={copy.recordTitle(invoice.number)}
      lead={copy.recordLead(invoice.balanceDueCents)}
      onClose={onClose}
      form={form}
      label={copy.recordOf(invoice.number)}
      submitLabel={copy.record}
      pendingLabel={formWords.working}
    >
      <TextField {...form.field('amountCents')} label={formWords.amount} inputMode="decimal" />
      <TextField {...form.field('receivedOn')} label={copy.receivedOn} type="date" />
      <TextField
        {...form.field('reference')}
        label={copy.reference}
        hint={copy.referenceHint}
        autoComplete="off"
      />
    </FormDialog>
  );
}
