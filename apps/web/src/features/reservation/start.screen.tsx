import { brand } from '@convoy/domain/brand';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button-link';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { phoneHref } from '../../lib/brand-links';
import type { ScreenProps } from '../../lib/route-handle';
import { FleetFacts } from '../fleet/components/fleet-facts';
import { HomeSections } from '../home/home-sections';
import { FlowNotice } from './components/flow-notice';
import { ScreenBoundary } from './components/screen-boundary';
import { searchCopy } from './copy/search-copy';
import SearchForm from './search/search-form';
import { draftForm } from './search/search-form-schema';
import { defaultForm } from './state/flow-state';
import { flowStore, useFlow, useFlowRestored } from './state/use-flow';
import { prefillFromParams } from './url-prefill';

/**
 * The home page and first step of the reservation flow (SPEC §2 "/ start
 * reservation"): the search first, then the marketing sections (features/home).
 */
export default function StartScreen({ entry }: ScreenProps) {
  return (
    <>
      <PageHeader heading={entry.heading} lead={entry.description} aside={<FleetFacts />}>
        <ButtonLink href="#reserve">{searchCopy.heading}</ButtonLink>
        <ButtonLink to="/quote" variant="secondary">
          {searchCopy.home.quote}
        </ButtonLink>
        <ButtonLink href={phoneHref} variant="secondary">
          {searchCopy.home.call(brand.phone)}
        </ButtonLink>
      </PageHeader>
      <Section id="reserve" heading={searchCopy.heading} intro={searchCopy.intro}>
        <div className="max-w-3xl space-y-6 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
          <FlowNotice />
          <ScreenBoundary>
            <StartSearch />
          </ScreenBoundary>
        </div>
      </Section>
      <HomeSections />
    </>
  );
}

/** What the prerendered form shows: the flow's defaults (use-flow.ts draws the server snapshot from them). */
const prerenderedForm = defaultForm();

/**
 * The search, started from the session's flow and any prefill in the link
 * (`/?vehicleType=bus&passengers=40`). The prerendered form shows the
 * defaults; it is drawn again from the session once that is restored.
 */
function StartSearch() {
  const restored = useFlowRestored();
  const form = useFlow((s) => s.form);
  const zone = useFlow((s) => s.locationTimezone);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initial = useMemo(() => ({ ...form, ...prefillFromParams(params) }), [form, params]);
  // Decided once, when the session is restored: the form is drawn again (a new key) only
  // if the session or the link holds values the prerendered form does not show. A first
  // visit keeps the hydrated form's elements instead of building them all again in a
  // synchronous render right after hydration.
  const [source, setSource] = useState<'prerendered' | 'session' | null>(null);
  if (restored && source === null)
    setSource(JSON.stringify(initial) === JSON.stringify(prerenderedForm) ? 'prerendered' : 'session');
  return (
    <SearchForm
      key={source ?? 'prerendered'}
      initial={initial}
      initialZone={zone}
      ready={restored}
      onSearched={() => navigate('/availability')}
      onDraft={(values) => {
        const flow = flowStore();
        flow.updateForm(draftForm(values, flow.getState().form));
      }}
    />
  );
}
