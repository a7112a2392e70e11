import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useFlowRestored } from '../../../lib/flow/use-flow';

/**
 * Whether a query string carries a sent search: the search form always sends its
 * rental type and location; a link that prefills the form (`?vehicleType=bus`) does not.
 * Here rather than with the trip's conversions so the availability step checks
 * for one without loading them.
 */
export function isSentSearch(params: URLSearchParams): boolean {
  return params.has('rentalType') && params.has('pickupLocationId');
}

/**
 * A search sent before the home page's script ran: the search form is plain
 * HTML until then (components/island.tsx), so the browser sends it itself, as
 * `GET /availability?rentalType=…&pickupLocationId=…`. Once the session is
 * restored, the availability step runs that search as the live form would
 * (the same checks, the same request) and shows its results at
 * `/availability`, keeping any other parameter (`?sort=capacity`). A search
 * that does not pass goes back to the form, its values kept, with what to fix.
 * True while such a search is being run; the running loads only then (run-sent-search.ts).
 */
export function useSentSearch(): boolean {
  const { search, key } = useLocation();
  const navigate = useNavigate();
  const restored = useFlowRestored();
  const params = new URLSearchParams(search);
  const sent = restored && isSentSearch(params);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!sent || handled.current === key) return;
    handled.current = key;
    void import('./run-sent-search').then(({ runSentSearch }) => runSentSearch(search, navigate));
  }, [sent, key, search, navigate]);

  return sent;
}
