import { brand } from '@convoy/domain/content/brand';
import { ButtonLink } from '../../components/button-link';
import { Island, island } from '../../components/island';
import { FleetFacts } from '../../components/marketing/fleet-facts';
import { groupSizeAdvisor } from '../../components/marketing/group-size-section';
import { HomeSections } from '../../components/marketing/home-sections';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { phoneHref } from '../../lib/brand-links';
import { loadParts } from '../../lib/island-hydration';
import type { ScreenProps } from '../../lib/route-handle';
import { searchCopy } from './copy/search-copy';

// The search form and what it brings (flow store, form analytics, fields): an island.
const startSearch = island(() => import('./search/start-search'));

/** The islands load with the screen, except while the prerendered home page hydrates (lib/island-hydration.ts). */
export function preload() {
  return loadParts(startSearch, groupSizeAdvisor);
}

/**
 * The home page and first step of the reservation flow (SPEC §2 "/ start
 * reservation"): the search first, then the marketing sections (components/marketing/home-sections.tsx).
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
        <div className="max-w-3xl rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-8">
          <Island part={startSearch} props={{}} className="space-y-6" keepDraft="convoy.search-draft" />
        </div>
      </Section>
      <HomeSections />
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { startTexts as routeTexts } from '@convoy/domain/content/route-texts/start';
