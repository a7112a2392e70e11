import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { prefillFromParams } from '../../lib/flow/url-prefill';
import { flowStore, useFlow, useFlowRestored } from '../../lib/flow/use-flow';
import { QueryProvider } from '../../lib/query-provider';
import { QuoteForm } from './quote-form';
import { quoteDefaults } from './quote-form-schema';
import { QuoteReceived } from './quote-received';

// The quote request: the screen's island part (quote.screen.tsx), with what only the form needs (react-hook-form,
// TanStack Query for the catalogue's options, the flow's store, attribution for the request).

const slug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The request with the query cache its options read (the router gives /quote none: decision 009). */
export default function QuoteRequestPart() {
  return (
    <QueryProvider>
      <QuoteRequest />
    </QueryProvider>
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
      // Prerendered enabled: as an island its HTML is replaced, never hydrated, and what is typed meanwhile is carried.
      ready={restored || import.meta.env.SSR}
      onSent={(response, request) => {
        flowStore().setQuoteInfo(response);
        setSent({ code: response.quoteCode, email: request.contact.email });
      }}
    />
  );
}
