import type { LeadRequest, LeadResponse } from '@convoy/domain/contracts/lead.schema';
import { useState } from 'react';
import type { DefaultValues, FieldValues, Resolver } from 'react-hook-form';
import { getAttributionEnvelope } from '../../lib/analytics/flow-analytics';
import { apiRequest } from '../../lib/api-client';
import { useFormGuard } from './use-form-guard';
import type { FormIdentity } from './use-form-submit';
import { useSchemaForm } from './use-schema-form';

/**
 * A contact, leasing or fleet-sales form sent to POST /api/leads (lead.schema.ts)
 * with the visit's attribution and the bot checks (render <LeadFormShell lead={…}>,
 * which holds the honeypot; a quick submit waits out the minimum fill time,
 * shown as sending); the server's field messages go beside the fields, and the
 * submission id is kept once the lead is stored. Loaded with the forms only,
 * never with a page's first JavaScript.
 */
export function useLeadForm<Values extends FieldValues, Lead extends Omit<LeadRequest, 'attribution'>>({
  form,
  resolver,
  defaultValues,
  order,
}: {
  form: FormIdentity;
  resolver: Resolver<Values, unknown, Lead>;
  defaultValues: DefaultValues<Values>;
  order: readonly string[];
}) {
  const guard = useFormGuard();
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  const schemaForm = useSchemaForm({
    form,
    resolver,
    defaultValues,
    order,
    send: async (lead: Lead) => {
      const checks = await guard.settle();
      const body = { ...lead, ...checks, attribution: getAttributionEnvelope(form.id) } as LeadRequest;
      return apiRequest<LeadResponse>('/api/leads', { body });
    },
    onSent: (response) => setSubmissionId(response.submissionId),
  });
  return { ...schemaForm, guard, submissionId };
}

export type LeadForm = ReturnType<typeof useLeadForm>;
