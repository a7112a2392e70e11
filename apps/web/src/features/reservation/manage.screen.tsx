import type { ReservationResponse } from '@convoy/domain/contracts/reservation.schema';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorSentence } from '../../lib/api-client';
import { useFlow, useFlowRestored } from '../../lib/flow/use-flow';
import { loadOnce } from '../../lib/load-once';
import type { ScreenProps } from '../../lib/route-handle';
import { toast } from '../../lib/toast';
import { cancelReservation } from './api/reservation-api';
import { FlowLayout } from './components/flow-layout';
import { manageCopy as copy } from './copy/manage-copy';
import { LookupForm } from './manage/lookup-form';

/**
 * The booking's details (drivers, payment, agreement, change, cancel) in a chunk of their own, loaded once
 * the lookup form is up rather than with the page: the form is what a visitor meets first, and the page
 * stays within its flow budget (decision 009).
 */
const details = loadOnce(() =>
  import('./manage/reservation-details').then((m) => ({ default: m.ReservationDetails })),
);
const ReservationDetails = lazy(() => details.load().then((component) => ({ default: component })));

/** Look up, change and cancel a booking by its code and e-mail (SPEC §2 "/manage", decision 013). */
export default function ManageScreen({ entry }: ScreenProps) {
  return (
    <FlowLayout entry={entry}>
      <ManageView />
    </FlowLayout>
  );
}

function ManageView() {
  const [params] = useSearchParams();
  const code = params.get('code')?.slice(0, 16) ?? '';
  // The pickup reminder's link: once found, the balance's payment button takes the focus.
  const payBalance = params.get('pay') === 'balance';
  const restored = useFlowRestored();
  const justBooked = useFlow((s) => s.reservation);
  const [found, setFound] = useState<{ response: ReservationResponse; email: string } | null>(null);
  // Changes applied since the booking was found: the details say so after each.
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    // A failed load is tried again when the details are shown.
    details.load().catch(() => {});
  }, []);
  const cancel = useMutation({
    mutationFn: ({ response, email }: { response: ReservationResponse; email: string }) =>
      cancelReservation(response.reservation.code, email),
    onSuccess: (response, { email }) => {
      setFound({ response, email });
      toast.success(copy.cancelled(response.reservation.code));
    },
  });

  if (!found) {
    // The booking this tab just made: its e-mail is known, so only the button is left to press.
    const email = justBooked && justBooked.code === code.toUpperCase() ? justBooked.contact.email : '';
    // A fresh form only for that e-mail: otherwise the prerendered one just turns ready (no second mount).
    return (
      <LookupForm
        key={email ? 'session' : 'prerendered'}
        initial={{ code, email }}
        ready={restored}
        onFound={(response, mail) => {
          cancel.reset();
          setChanges(0);
          setFound({ response, email: mail });
        }}
      />
    );
  }
  return (
    <Suspense
      fallback={
        <p role="status" className="text-slate-600">
          {copy.finding}
        </p>
      }
    >
      <ReservationDetails
        found={found.response}
        email={found.email}
        changes={changes}
        focusPay={payBalance}
        onChanged={(response) => {
          setFound({ response, email: found.email });
          // The page's own status message says so (a toast too would be announced twice).
          setChanges((n) => n + 1);
        }}
        onRefreshed={(response) => setFound({ response, email: found.email })}
        cancelling={cancel.isPending}
        cancelError={cancel.isError ? errorSentence(cancel.error) : null}
        onCancel={() => !cancel.isPending && cancel.mutate(found)}
        onAnother={() => setFound(null)}
      />
    </Suspense>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
