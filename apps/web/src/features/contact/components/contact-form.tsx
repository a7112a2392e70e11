import { optionalText } from '@convoy/domain/contracts/form-input';
import { contactLeadSchema } from '@convoy/domain/contracts/lead.schema';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorAt } from '../../../components/form/form-errors';
import { LeadFormShell, PersonFields } from '../../../components/form/lead-form';
import { LeadSent } from '../../../components/form/lead-sent';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { useLeadSubmit } from '../../../lib/lead-submit';

interface Values {
  name: string;
  email: string;
  phone: string;
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
  const { register, handleSubmit, setError, formState } = useForm<Values, unknown, ContactLead>({
    resolver,
    // The error summary takes focus instead (it links to each field).
    shouldFocusError: false,
    defaultValues: { name: '', email: '', phone: '', subject: '', message: '' },
  });
  const lead = useLeadSubmit({ id: 'contact', name: 'Contact form' }, setError, order);
  const errors = formState.errors;

  if (lead.submissionId)
    return (
      <LeadSent
        heading="Thank you, your message is on its way"
        text="We answer within one business day, usually sooner. For anything urgent, call the location you rent from."
      />
    );

  return (
    <LeadFormShell
      lead={lead}
      handleSubmit={handleSubmit}
      errors={errors}
      order={order}
      submitLabel="Send message"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <PersonFields register={register} errors={errors} />
        <TextField
          registration={register('subject')}
          label="Subject"
          optional
          error={errorAt(errors, 'subject')}
        />
      </div>
      <TextareaField
        registration={register('message')}
        label="Message"
        rows={6}
        error={errorAt(errors, 'message')}
      />
    </LeadFormShell>
  );
}
