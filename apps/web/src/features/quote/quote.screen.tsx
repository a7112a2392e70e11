import { brand } from '@convoy/domain/content/brand';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { PageHeader } from '../../components/page-header';
import { ScreenBoundary } from '../../components/screen-boundary';
import { emailHref } from '../../lib/brand-links';
import { prefillFromParams } from '../../lib/flow/url-prefill';
import { flowStore, useFlow, useFlowRestored } from '../../lib/flow/use-flow';
import type { ScreenProps } from '../../lib/route-handle';
import { quoteCopy } from './quote-copy';
import { QuoteForm } from './quote-form';
import { quoteDefaults } from './quote-form-schema';
import { QuoteReceived } from './quote-received';

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Group quote request (SPEC §1, §2 "/quote"). */
export default function QuoteScreen({ entry }: ScreenProps) {
  return (
    <>
      <PageHeader heading={entry.heading} lead={entry.description}>
        <ButtonLink href={emailHref} variant="secondary">
          {quoteCopy.emailCta(brand.email)}
        </ButtonLink>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ScreenBoundary>
          <QuoteRequest />
        </ScreenBoundary>
      </div>
    </>
  );
}

/**
 * The form, prefilled from the link (`/quote?purpose=churches&vehicleType=bus&passengers=40`)
 * or the reservation flow; the sent code is kept in the flow (SPEC §3 quoteId, quoteCode).
 */
function QuoteRequest() {
  const restored = useFlowRestored();
  const form = useFlow((s) => s.form);
  const contact = useFlow((s) => s.contact);
  const [params] = useSearchParams();
  const [sent, setSent] = useState<{ code: string; email: string } | null>(null);
  const [round, setRound] = useState(0);
  // Read once per mount of the form (its key): later flow changes do not reset what is typed.
  const vehicleId = params.get('vehicleId');
  const initial = quoteDefaults(form, contact, {
    ...prefillFromParams(params),
    ...(vehicleId && slug.test(vehicleId) ? { vehicleId } : {}),
  });

  if (sent) {
    return (
      <QuoteReceived
        code={sent.code}
        email={sent.email}
        onAnother={() => {
          setSent(null);
          setRound((r) => r + 1);
        }}
      />
    );
  }
  return (
    <QuoteForm
      key={`${restored ? 'session' : 'prerendered'}-${round}`}
      initial={initial}
      ready={restored}
      onSent={(response, request) => {
        flowStore().setQuoteInfo(response);
        setSent({ code: response.quoteCode, email: request.contact.email });
      }}
    />
  );
}
