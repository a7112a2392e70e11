import { emailSchema } from '@convoy/domain/contracts/common.schema';
import { tripFormValues } from '@convoy/domain/contracts/trip';
import { useEffect, useRef, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { apiRequest } from '../../../lib/api-client';
import { flowStore } from '../../../lib/flow/use-flow';
import { locale } from '../../../lib/locale';
import { confirmCopy as copy } from '../copy/confirm-copy';

/** How long the address must stay as typed before it is sent (a visitor still typing sends nothing). */
const settleMs = 800;

const remember = (email: string) =>
  apiRequest<undefined>('/api/booking-drafts', {
    method: 'PUT',
    body: {
      email,
      remindMe: true,
      trip: tripFormValues(flowStore().getState().form),
      // The reminder in the language of the page it was asked on (decision 048); English is the API's default.
      ...(locale === 'en' ? {} : { locale }),
    },
  });
const forget = (email: string) =>
  apiRequest<undefined>('/api/booking-drafts', { method: 'DELETE', body: { email } });

/**
 * "E-mail me a link if I don't finish" (decision 046): unticked unless the visitor ticks it. Ticked
 * with a valid address, the address and the search are kept for one reminder an hour later, and
 * again after each change of the address; unticked (or the address changed), the address sent
 * before is forgotten. Failures are silent: the booking does not depend on it.
 */
export function RemindMe({ email }: { email: string }) {
  const [ticked, setTicked] = useState(false);
  const sent = useRef<string | null>(null);
  useEffect(() => {
    const parsed = emailSchema.safeParse(email);
    const address = ticked && parsed.success ? parsed.data : null;
    if (address === sent.current) return;
    const timer = setTimeout(() => {
      const before = sent.current;
      sent.current = address;
      if (before) void forget(before).catch(() => undefined);
      if (address) void remember(address).catch(() => undefined);
    }, settleMs);
    return () => clearTimeout(timer);
  }, [ticked, email]);
  return (
    <CheckboxField
      registration={{ name: 'remindMe', onChange: (event) => setTicked(event.target.checked) }}
      checked={ticked}
      label={copy.remindMe}
      hint={copy.remindMeHint}
    />
  );
}
