import {
  tripDraftFromForm,
  tripDraftFromOutput,
  tripFormValuesFromQuery,
  withoutTripFields,
} from '@convoy/domain/contracts/trip';
import type { NavigateFunction } from 'react-router';
import { errorSentence } from '../../../lib/api-error';
import { flowStore } from '../../../lib/flow/use-flow';
import { todayIn } from '../../../lib/format';
import { loadMessageWords } from '../../../lib/message-words';
import type { FlowRedirectState } from '../components/step-guard';
import { searchCopy } from '../copy/search-copy';

/**
 * Runs a search the browser sent itself (`search`: the query string of
 * `/availability?rentalType=…`) as the live form would, then shows its results
 * at `/availability` or goes back to the form (sent-search.ts).
 */
export async function runSentSearch(search: string, navigate: NavigateFunction): Promise<void> {
  const query = new URLSearchParams(search);
  const flow = flowStore();
  const previous = flow.getState().form;
  const values = tripFormValuesFromQuery(query, previous);
  const backToForm = (notice: string) => {
    flow.updateForm(tripDraftFromForm(values, previous));
    navigate('/', {
      replace: true,
      state: { flowNotice: notice, checkSearch: true } satisfies FlowRedirectState,
    });
  };
  const [{ checkSearch }, { runSearch }] = await Promise.all([
    import('./search-validation'),
    import('./send-search'),
    loadMessageWords(),
  ]);
  // The delivery's address is never in a link (decision 030): the draft's is checked with the query.
  const check = checkSearch(values, todayIn(flow.getState().locationTimezone), previous);
  if (!check.ok) return backToForm(searchCopy.sentProblem(Object.values(check.errors)));
  try {
    await runSearch(tripDraftFromOutput(check.output, previous));
  } catch (error) {
    return backToForm(searchCopy.sentProblem([errorSentence(error)]));
  }
  const rest = withoutTripFields(query).toString();
  navigate({ pathname: '/availability', search: rest ? `?${rest}` : '' }, { replace: true });
}
