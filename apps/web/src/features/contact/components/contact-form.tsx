import { optionalText } from '@convoy/domain/contracts/form-input';
import { contactLeadSchema } from '@convoy/domain/contracts/lead.schema';
import type { z } from 'zod';
import { LeadFormShell, PersonFields, type PersonValues } from '../../../components/form/lead-form';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useLeadForm } from '../../../components/form/use-lead-form';
import m from './contact-form.messages';

interface Values extends PersonValues {
  subject: string;
  message: string;
}
type ContactLead = z.output<typeof contactLeadSchema>;
const order = ['name', 'email', 'phone', 'subject', 'message'] as const;

const resolver = schemaResolver<Values, typeof contactLeadSchema>(contactLeadSchema, (v) => ({
  kind: 'contact',
  name: v.name,
  email: v.email,
  phone: optionalText(v.phone),
  subject: optionalText(v.subject),
  message: v.message,
}));

/** The contact form (lead kind `contact`); default export, loaded when the visitor nears it. */
export default function ContactForm() {
  const lead = useLeadForm<Values, ContactLead>({
    form: { id: 'contact', name: 'Contact form' },
    resolver,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
    order,
  });
  const { register } = lead;

  return (
    <LeadFormShell
      lead={lead}
      submitLabel={m.submit()}
      sent={{
        heading: m.sentHeading(),
        text: m.sentText(),
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={lead.formState.errors} />
        <TextField
          registration={register('subject')}
          label={m.subject()}
          optional
          error={lead.err('subject')}
        />
      </div>
      <TextareaField
        registration={register('message')}
        label={m.message()}
        rows={6}
        error={lead.err('message')}
      />
    </LeadFormShell>
  );
}
