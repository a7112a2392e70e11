import type { LeadRequest, LeadResponse } from '@convoy/domain/contracts/lead.schema';
import { useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyApiFieldErrors } from '../components/form/form-errors';
import { useFormGuard } from '../components/form/use-form-guard';
import { useSubmitFeedback } from '../components/form/use-submit-feedback';
import { getAttributionEnvelope } from './analytics/flow-analytics';
import { useFormAnalytics } from './analytics/use-form-analytics';
import { ApiError, apiRequest, errorSentence } from './api-client';

/**
 * Sends a contact, leasing or fleet-sales form to POST /api/leads (lead.schema.ts)
 * with the visit's attribution and the bot checks (issue 8: render
 * <HoneypotField guard={lead.guard} /> in the form; a quick submit waits out the
 * minimum fill time, shown as sending), puts the server's field messages beside
 * the fields, and remembers the submission id once it is stored. Loaded with
 * the forms only, never with a page's first JavaScript.
 */
export function useLeadSubmit<Values extends FieldValues>(
  form: { id: string; name: string },
  setError: UseFormSetError<Values>,
  fields: readonly string[],
) {
  const feedback = useSubmitFeedback();
  const analytics = useFormAnalytics(form.id, form.name);
  const guard = useFormGuard();
  const [pending, setPending] = useState(false);
  const [submissionId, setSubmissionId] = useState<string | null>(null);

  async function send(lead: Omit<LeadRequest, 'attribution'>) {
    if (pending) return;
    setPending(true);
    feedback.clear();
    try {
      const checks = await guard.settle();
      const body = { ...lead, ...checks, attribution: getAttributionEnvelope(form.id) } as LeadRequest;
      const response = await apiRequest<LeadResponse>('/api/leads', { body });
      analytics.trackSubmit();
      setSubmissionId(response.submissionId);
    } catch (error) {
      feedback.fail(
        error instanceof ApiError ? applyApiFieldErrors(error, setError, fields) : [errorSentence(error)],
      );
    } finally {
      setPending(false);
    }
  }

  return { send, pending, submissionId, feedback, guard, onFocus: analytics.onFocus };
}

export type LeadSubmit = ReturnType<typeof useLeadSubmit>;
