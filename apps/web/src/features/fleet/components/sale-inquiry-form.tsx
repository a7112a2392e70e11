import { optionalText } from '@convoy/domain/contracts/form-input';
import { fleetSalesLeadSchema } from '@convoy/domain/contracts/lead.schema';
import type { z } from 'zod';
import { LeadFormShell, PersonFields, type PersonValues } from '../../../components/form/lead-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { TextareaField } from '../../../components/form/textarea-field';
import { useLeadForm } from '../../../components/form/use-lead-form';
import m from './sale-inquiry.messages';

interface Values extends PersonValues {
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
  const lead = useLeadForm<Values, FleetSalesLead>({
    form: { id: 'fleet-sales', name: 'Vehicle for sale inquiry' },
    resolver,
    defaultValues: { name: '', email: '', phone: '', message: m.defaultMessage({ title }) },
    order,
  });
  const { register } = lead;

  return (
    <LeadFormShell
      lead={lead}
      submitLabel={m.send()}
      sent={{
        heading: m.sentHeading(),
        text: m.sentText(),
      }}
      className="grid gap-4"
    >
      <PersonFields register={register} errors={lead.formState.errors} />
      <TextareaField
        registration={register('message')}
        label={m.message()}
        optional
        error={lead.err('message')}
      />
    </LeadFormShell>
  );
}
