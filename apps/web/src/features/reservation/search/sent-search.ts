import {
  isSentTrip,
  tripDraftFromForm,
  tripDraftFromOutput,
  tripFormValuesFromQuery,
  withoutTripFields,
} from '@convoy/domain/contracts/trip';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorSentence } from '../../../lib/api-error';
import { flowStore, useFlowRestored } from '../../../lib/flow/use-flow';
import { todayIn } from '../../../lib/format';
import type { FlowRedirectState } from '../components/step-guard';
import { searchCopy } from '../copy/search-copy';

/**
 * A search sent before the home page's script ran: the search form is plain
 * HTML until then (components/island.tsx), so the browser sends it itself, as
 * `GET /availability?rentalType=…&pickupLocationId=…`. Once the session is
 * restored, the availability step runs that search as the live form would
 * (the same checks, the same request) and shows its results at
 * `/availability`, keeping any other parameter (`?sort=capacity`). A search
 * that does not pass goes back to the form, its values kept, with what to fix.
 * True while such a search is being run.
 */
export function useSentSearch(): boolean {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const restored = useFlowRestored();
  const params = new URLSearchParams(search);
  const sent = restored && isSentTrip(params);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!sent || handled.current === key) return;
    handled.current = key;
    const query = new URLSearchParams(search);
    const flow = flowStore();
    const previous = flow.getState().form;
    const values = tripFormValuesFromQuery(query, previous);
    const backToForm = (notice: string) => {
      flow.updateForm(tripDraftFromForm(values, previous));
      navigate('/', { replace: true, state: { flowNotice: notice } satisfies FlowRedirectState });
    };
    void (async () => {
      const [{ checkSearch }, { runSearch }] = await Promise.all([
        import('./search-validation'),
        import('./send-search'),
      ]);
      const check = checkSearch(values, todayIn(flow.getState().locationTimezone));
      if (!check.ok) return backToForm(searchCopy.sentProblem(Object.values(check.errors)));
      try {
        await runSearch(tripDraftFromOutput(check.output, previous));
      } catch (error) {
        return backToForm(searchCopy.sentProblem([errorSentence(error)]));
      }
      const rest = withoutTripFields(query).toString();
      navigate({ pathname: '/availability', search: rest ? `?${rest}` : '' }, { replace: true });
    })();
  }, [sent, key, search, navigate]);

  return sent;
}
