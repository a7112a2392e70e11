import { tripDraftFromForm } from '@convoy/domain/contracts/trip';
import type { ChosenLine } from '@convoy/domain/contracts/trip-draft';
import { convoyName } from '@convoy/domain/rules/convoy-suggestion';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ScreenBoundary } from '../../../components/screen-boundary';
import { prefillFromParams } from '../../../lib/flow/url-prefill';
import { flowStore, useFlow } from '../../../lib/flow/use-flow';
import { classById, useLiveFleet } from '../../../lib/live-fleet';
import { FlowNotice } from '../components/flow-notice';
import type { FlowRedirectState } from '../components/step-guard';
import { searchCopy } from '../copy/search-copy';
import SearchForm from './search-form';

/**
 * The home page's reservation start (SPEC §2 "/ start reservation"): why the
 * visitor was sent back here, if they were, then the search. An island of the
 * home page (start.screen.tsx): its script loads when the form comes into view,
 * so the prerendered form is not disabled (as forms hydrated with the page are,
 * FormBody): what is typed or chosen before then is carried over, and a search
 * sent before then is sent again once the form is live (components/island.tsx).
 */
export default function StartSearchPart() {
  return (
    <>
      <FlowNotice />
      <ScreenBoundary>
        <StartSearch />
      </ScreenBoundary>
    </>
  );
}

/**
 * The search, started from the session's flow and any prefill in the link
 * (`/?vehicleType=bus&passengers=40`). The prerender draws the flow's defaults;
 * the live form (only ever rendered in the browser, never hydrated) starts from
 * the session, restored by then.
 */
function StartSearch() {
  const form = useFlow((s) => s.form);
  const zone = useFlow((s) => s.locationTimezone);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const redirect = location.state as FlowRedirectState | null;
  const checkOnMount = redirect?.checkSearch === true;
  // Checked once (the form's own effect runs first): a reload does not send the search again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first render.
  useEffect(() => {
    if (!checkOnMount) return;
    navigate(
      { search: location.search },
      { replace: true, state: { flowNotice: redirect?.flowNotice } satisfies FlowRedirectState },
    );
  }, []);
  const prefill = useMemo(() => prefillFromParams(params), [params]);
  // The picked convoy as the flow has it now: a change of the group since the link dropped it.
  const initial = useMemo(() => ({ ...form, ...prefill, convoy: form.convoy }), [form, prefill]);
  // A link's prefill becomes the flow's: the advisor further down the page shows the same group.
  useLayoutEffect(() => {
    if (Object.keys(prefill).length > 0) flowStore().updateForm(prefill);
  }, [prefill]);
  // After the layout's own move of the focus to a new page's content (app/layout/route-meta.tsx).
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each arrival (key), not on each render.
  useEffect(() => {
    if (location.hash !== '#reserve') return;
    const timer = setTimeout(focusSearchHeading);
    return () => clearTimeout(timer);
  }, [location.key, location.hash]);
  return (
    <>
      {form.convoy.length > 0 ? <PickedConvoy lines={form.convoy} /> : null}
      <SearchForm
        initial={initial}
        shared={{ passengers: form.passengers, luggage: form.luggage, vehicleType: form.vehicleType }}
        initialZone={zone}
        checkOnMount={checkOnMount}
        onSearched={() => navigate('/availability')}
        onDraft={(values, road) => {
          const flow = flowStore();
          flow.updateForm({ ...tripDraftFromForm(values, flow.getState().form), ...road });
        }}
      />
    </>
  );
}

/** The convoy picked in the group-size advisor, which the search chooses when it is free. */
function PickedConvoy({ lines }: { lines: readonly ChosenLine[] }) {
  const fleet = useLiveFleet();
  const named = lines.map((l) => ({ ...l, className: classById(fleet, l.classId)?.name ?? l.classId }));
  return <p className="rounded-md bg-brand-50 p-3 text-slate-900">{searchCopy.picked(convoyName(named))}</p>;
}

/**
 * A call to action that leads to the search (`/…#reserve`, lib/flow-links.ts) lands
 * with the form in view: the section's heading takes the focus, so a screen reader
 * starts there and the next Tab is the form's first field. Not when the visitor has
 * already reached into the form.
 */
function focusSearchHeading() {
  const section = document.getElementById('reserve');
  const heading = document.getElementById('reserve-heading');
  if (!section || !heading || section.contains(document.activeElement)) return;
  heading.tabIndex = -1;
  heading.focus({ preventScroll: true });
}
