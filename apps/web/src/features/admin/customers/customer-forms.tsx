import {
  customerEraseRequestSchema,
  customerMergeRequestSchema,
} from '@convoy/domain/contracts/customer.schema';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { toast } from '../../../lib/toast';
import { actionResolver } from '../shell/components/action-form';
import { FormCard } from '../shell/components/form-card';
import { customersApi } from './api/customers-api';
import { customersCopy as copy } from './customers-copy';

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
