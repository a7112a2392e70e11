import { useState } from 'react';
import { useFormAnalytics } from '../../lib/analytics/use-form-analytics';
import { useSubmitFeedback } from './use-submit-feedback';

/** The form's analytics name (SPEC §3 form events): an id and a name a person reads. */
export interface FormIdentity {
  id: string;
  name: string;
}

/**
 * The submit of every form, in one place (through useSchemaForm, or the trip
 * search's own state): a second submit while one is
 * on its way is ignored, the summary's messages are cleared, the form is sent,
 * the analytics submit event follows a success, then `onSent` with what `send`
 * resolved (the next step, the confirmation), and a failure's messages go to
 * the error summary (which takes focus again, `useSubmitFeedback`).
 *
 * `send` resolves `false` when it did not send (a check failed and it said so
 * with `feedback.fail`); `failure` turns what it threw into the summary's
 * messages, having put any field's message beside that field. `form` names
 * the form for analytics; a back-office form has none and sends no event.
 */
export function useFormSubmit<Args extends unknown[], Sent>({
  form,
  send,
  onSent,
  failure,
}: {
  form?: FormIdentity | undefined;
  send: (...args: Args) => Promise<Sent | false>;
  onSent?: ((sent: Sent) => void) | undefined;
  failure: (error: unknown) => string[];
}) {
  const feedback = useSubmitFeedback();
  const analytics = useFormAnalytics(form?.id ?? '', form?.name ?? '');
  const [pending, setPending] = useState(false);

  async function submit(...args: Args) {
    if (pending) return;
    setPending(true);
    feedback.clear();
    try {
      const sent = await send(...args);
      if (sent === false) return;
      analytics.trackSubmit();
      onSent?.(sent);
    } catch (error) {
      feedback.fail(failure(error));
    } finally {
      setPending(false);
    }
  }

  return { submit, pending, feedback, onFocus: analytics.onFocus };
}
