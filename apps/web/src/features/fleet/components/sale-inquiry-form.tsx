import { optionalText } from '@convoy/domain/contracts/form-input';
import { fleetSalesLeadSchema } from '@convoy/domain/contracts/lead.schema';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt } from '../../../components/form/form-errors';
import { LeadFormShell, PersonFields } from '../../../components/form/lead-form';
import { LeadSent } from '../../../components/form/lead-sent';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { TextareaField } from '../../../components/form/textarea-field';
import { useLeadSubmit } from '../../../lib/lead-submit';

interface Values {
  name: string;
  email: string;
  phone: string;
  message: string;
}
type FleetSalesLead = z.output<typeof fleetSalesLeadSchema>;
const order = ['name', 'email', 'phone', 'message'] as const;

/**
 * The inquiry about one vehicle for sale (lead kind `fleet-sales`), opened from
 * its listing; one is open at a time (field ids follow field names). Default
 * export: loaded when the visitor opens it.
 */
export default function SaleInquiryForm({ vehicleId, title }: { vehicleId: string; title: string }) {
  const resolver = schemaResolver<Values, typeof fleetSalesLeadSchema>(fleetSalesLeadSchema, (v) => ({
    kind: 'fleet-sales',
    vehicleForSaleId: vehicleId,
    name: v.name,
    email: v.email,
    phone: optionalText(v.phone),
    message: optionalText(v.message),
  }));
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, FleetSalesLead>({
    resolver,
    // The error summary takes focus instead (it links to each field).
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', message: `I am interested in the ${title}.` },
  });
  const lead = useLeadSubmit({ id: 'fleet-sales', name: 'Vehicle for sale inquiry' }, setError, order);
  const errors = formState.errors;

  if (lead.submissionId)
    return (
      <LeadSent
        heading="Thank you, we have your inquiry"
        text="We confirm the vehicle is still available and send its inspection report and service record, within one business day."
      />
    );

  return (
    <LeadFormShell
      lead={lead}
      handleSubmit={handleSubmit}
      errors={errors}
      order={order}
      submitLabel="Send inquiry"
      className="grid gap-4"
    >
      <PersonFields register={register} errors={errors} />
      <TextareaField
        registration={register('message')}
        label="Message"
        optional
        error={errorAt(errors, 'message')}
      />
    </LeadFormShell>
  );
}
