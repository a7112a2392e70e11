import { useMemo, useRef } from 'react';
import { trackEvent } from './track';

/**
 * form_start and form_submit for one form (SPEC §3): form_start on the first
 * focus inside the form, form_submit when it is submitted successfully.
 * Usage: `const analytics = useFormAnalytics('quote', 'Quote request');`
 * `<form onFocus={analytics.onFocus} ...>` and `analytics.trackSubmit()` after a
 * successful submission. An empty id (a back-office form) sends nothing.
 */
export function useFormAnalytics(formId: string, formName: string) {
  const started = useRef(false);
  return useMemo(
    () => ({
      onFocus: () => {
        if (started.current || !formId) return;
        started.current = true;
        trackEvent('form_start', { form_id: formId, form_name: formName });
      },
      trackSubmit: () => {
        if (!formId) return;
        trackEvent('form_submit', { form_id: formId, form_name: formName });
        // A second submission after editing again starts a new one.
        started.current = false;
      },
    }),
    [formId, formName],
  );
}
