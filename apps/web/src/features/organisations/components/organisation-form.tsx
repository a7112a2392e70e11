import { optionalText } from '@convoy/domain/contracts/form-input';
import {
  netTermsDays,
  type OrganisationCreated,
  type OrganisationKind,
  organisationKindLabels,
  organisationKinds,
  organisationRequestSchema,
} from '@convoy/domain/contracts/organisation.schema';
import { useState } from 'react';
import type { z } from 'zod';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { hintClass, labelClass } from '../../../components/form/form-styles';
import { LeadFormShell } from '../../../components/form/lead-form';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { schemaResolver } from '../../../components/form/schema-resolver';
import { SelectField } from '../../../components/form/select-field';
import { stateOptions } from '../../../components/form/state-options';
import { TextField } from '../../../components/form/text-field';
import { useFormGuard } from '../../../components/form/use-form-guard';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { apiRequest } from '../../../lib/api-client';
import { rememberOrganisation } from '../../../lib/organisation-account';
import copy from '../copy/application.messages';
import { AccountCreated } from './account-created';

interface Values {
  name: string;
  kind: OrganisationKind | '';
  billingContact: { name: string; email: string; phone: string };
  address: { line1: string; line2: string; city: string; region: string; postalCode: string };
  /** '' for no terms asked for. */
  requestedNetDays: string;
  paysByPurchaseOrder: boolean;
}
type Application = z.output<typeof organisationRequestSchema>;

// As the API names them, so its field messages land beside the same fields.
const order = [
  'name',
  'kind',
  'billingContact.name',
  'billingContact.email',
  'billingContact.phone',
  'address.line1',
  'address.line2',
  'address.city',
  'address.region',
  'address.postalCode',
  'requestedNetDays',
  'paysByPurchaseOrder',
] as const;

const resolver = schemaResolver<Values, typeof organisationRequestSchema>(organisationRequestSchema, (v) => ({
  name: v.name,
  kind: v.kind || undefined,
  billingContact: v.billingContact,
  address: { ...v.address, line2: optionalText(v.address.line2) },
  requestedNetDays: v.requestedNetDays ? Number(v.requestedNetDays) : undefined,
  paysByPurchaseOrder: v.paysByPurchaseOrder,
}));

const kindOptions = organisationKinds.map((kind) => ({ value: kind, label: organisationKindLabels[kind] }));
const termsOptions = [
  { value: '', label: copy.termsNone() },
  ...netTermsDays.map((days) => ({ value: String(days), label: copy.termsNet({ days }) })),
];

/**
 * The organization account application (POST /api/organisations, decision 014),
 * checked with the API's schema, with the bot checks every public form sends,
 * and whether it pays by purchase order (its approved terms then ask for the PO).
 * Once opened, the account is remembered on this device (the access key comes
 * in the answer as well as by e-mail) and its code is shown. Default export,
 * loaded when the visitor nears it (decision 009: the page's JavaScript budget).
 */
export default function OrganisationForm() {
  const guard = useFormGuard();
  const [created, setCreated] = useState<OrganisationCreated | null>(null);
  const form = useSchemaForm<Values, Application, OrganisationCreated>({
    form: { id: 'organisation-account', name: 'Organization account application' },
    resolver,
    order,
    defaultValues: {
      name: '',
      kind: '',
      billingContact: { name: '', email: '', phone: '' },
      address: { line1: '', line2: '', city: '', region: '', postalCode: '' },
      requestedNetDays: '',
      paysByPurchaseOrder: false,
    },
    send: async (application) => {
      const checks = await guard.settle();
      return apiRequest<OrganisationCreated>('/api/organisations', { body: { ...application, ...checks } });
    },
    onSent: (answer) => {
      const { code, name } = answer.organisation;
      rememberOrganisation({ code, key: answer.accessKey, name });
      setCreated(answer);
    },
  });
  const { register, err } = form;

  if (created) return <AccountCreated created={created} />;

  return (
    <LeadFormShell lead={{ ...form, guard }} submitLabel={copy.submit()}>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          registration={register('name')}
          label={copy.name()}
          autoComplete="organization"
          error={err('name')}
        />
        <SelectField
          registration={register('kind')}
          label={copy.kind()}
          placeholder={copy.choose()}
          options={kindOptions}
          error={err('kind')}
        />
      </div>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={labelClass}>{copy.contactLegend()}</legend>
        <p className={`${hintClass} sm:col-span-2`}>{copy.contactHint()}</p>
        <TextField
          registration={register('billingContact.name')}
          label={copy.contactName()}
          autoComplete="name"
          error={err('billingContact.name')}
        />
        <TextField
          registration={register('billingContact.email')}
          label={copy.contactEmail()}
          type="email"
          inputMode="email"
          autoComplete="email"
          spellCheck={false}
          error={err('billingContact.email')}
        />
        <TextField
          registration={register('billingContact.phone')}
          label={copy.contactPhone()}
          hint={copy.phoneHint()}
          type="tel"
          autoComplete="tel"
          error={err('billingContact.phone')}
        />
      </fieldset>
      <fieldset className="grid gap-5 sm:grid-cols-2">
        <legend className={labelClass}>{copy.addressLegend()}</legend>
        <TextField
          registration={register('address.line1')}
          label={copy.line1()}
          autoComplete="address-line1"
          error={err('address.line1')}
          className="sm:col-span-2"
        />
        <TextField
          registration={register('address.line2')}
          label={copy.line2()}
          autoComplete="address-line2"
          optional
          error={err('address.line2')}
          className="sm:col-span-2"
        />
        <TextField
          registration={register('address.city')}
          label={copy.city()}
          autoComplete="address-level2"
          error={err('address.city')}
        />
        <SelectField
          registration={register('address.region')}
          label={copy.region()}
          placeholder={copy.choose()}
          options={stateOptions}
          autoComplete="address-level1"
          error={err('address.region')}
        />
        <TextField
          registration={register('address.postalCode')}
          label={copy.postalCode()}
          autoComplete="postal-code"
          inputMode="numeric"
          error={err('address.postalCode')}
        />
      </fieldset>
      <RadioGroupField
        registration={register('requestedNetDays')}
        legend={copy.termsLegend()}
        hint={copy.termsHint()}
        options={termsOptions}
        error={err('requestedNetDays')}
      />
      <CheckboxField
        registration={register('paysByPurchaseOrder')}
        label={copy.paysByPurchaseOrder()}
        error={err('paysByPurchaseOrder')}
      >
        <p className={hintClass}>{copy.paysByPurchaseOrderHint()}</p>
      </CheckboxField>
    </LeadFormShell>
  );
}
