import {
  type WebhookEndpointWithSecret,
  webhookEndpointRequestSchema,
  webhookEventLabels,
  webhookEventTypes,
} from '@convoy/domain/contracts/webhook.schema';
import { fieldIds } from '../../../components/form/field-ids';
import { errorAt } from '../../../components/form/form-errors';
import { errorClass, labelClass } from '../../../components/form/form-styles';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { actionResolver } from '../shell/components/action-form';
import { FormCard } from '../shell/components/form-card';
import { webhooksApi } from './api/webhooks-api';
import { webhooksCopy as copy } from './webhooks-copy';

type RegisterInputs = { url: string; events: string[] | false };
const blank: RegisterInputs = { url: '', events: [] };
const resolver = actionResolver(webhookEndpointRequestSchema, (v: RegisterInputs) => ({
  url: v.url,
  events: v.events || [],
}));

/**
 * Registers an endpoint with the events it wants, checked with the API's
 * schema; `onRegistered` takes the answer, whose secret is shown once.
 */
export function WebhookRegisterForm({
  onRegistered,
}: {
  onRegistered: (made: WebhookEndpointWithSecret) => void;
}) {
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: blank,
    order: ['url', 'events'],
    send: (request) => webhooksApi.register(request),
    onSent: (made) => {
      onRegistered(made);
      form.reset(blank);
    },
  });
  const eventsError = errorAt(form.formState.errors, 'events');
  const ids = fieldIds('events');
  return (
    <FormCard
      id="webhook-register"
      title={copy.registerTitle}
      lead={copy.registerLead}
      form={form}
      submitLabel={copy.register}
      pendingLabel={copy.registering}
    >
      <TextField
        {...form.field('url')}
        label={copy.url}
        hint={copy.urlHint}
        type="url"
        autoComplete="off"
        spellCheck={false}
      />
      <fieldset aria-describedby={eventsError ? ids.error : undefined}>
        <legend className={labelClass}>{copy.events}</legend>
        {eventsError ? (
          <p id={ids.error} className={errorClass}>
            {eventsError}
          </p>
        ) : null}
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {webhookEventTypes.map((type, i) => (
            <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3">
              <input
                type="checkbox"
                value={type}
                {...form.register('events')}
                // The error summary's link to "events" lands on the first box.
                id={i === 0 ? ids.control : `${ids.control}-${type.replace('.', '-')}`}
                aria-invalid={eventsError ? true : undefined}
                className="size-6 shrink-0 accent-brand-800"
              />
              <span className="text-slate-900">
                {webhookEventLabels[type]} <code className="text-slate-600 text-xs">{type}</code>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </FormCard>
  );
}
