import { brand } from '@convoy/domain/content/brand';
import { ButtonLink } from '../../components/button-link';
import { Island, island } from '../../components/island';
import { PageHeader } from '../../components/page-header';
import { ScreenBoundary } from '../../components/screen-boundary';
import { emailHref } from '../../lib/brand-links';
import { tabHasFlow } from '../../lib/flow/flow-storage-key';
import { loadParts } from '../../lib/island-hydration';
import type { ScreenProps } from '../../lib/route-handle';
import { quoteCopy } from './quote-copy';

// The form and all it brings (react-hook-form, TanStack Query, the flow's store): an island. The page names
// only its header's script; the prerendered form works as served (what is typed is carried over, a form sent
// is sent again once live: components/island.tsx), and its chunks load when the visitor reaches for it — or
// at once when the link or the tab's flow prefills it, so that the visitor sees their trip (decision 009:
// /quote within 100 KB loaded).
const quoteRequest = island(() => import('./quote-request'));
const nothingToPrefill = () => window.location.search === '' && !tabHasFlow();

/** The form loads with the screen, except while the prerendered page hydrates (lib/island-hydration.ts). */
export function preload() {
  return loadParts(quoteRequest);
}

/** Group quote request (SPEC §1, §2 "/quote"). */
export default function QuoteScreen({ entry }: ScreenProps) {
  return (
    <>
      <PageHeader heading={entry.heading} lead={entry.description}>
        <ButtonLink href={emailHref} variant="secondary">
          {quoteCopy.emailCta({ email: brand.email })}
        </ButtonLink>
      </PageHeader>
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <ScreenBoundary>
          <Island part={quoteRequest} props={{}} reachOnly={nothingToPrefill} />
        </ScreenBoundary>
      </div>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { quoteTexts as routeTexts } from '@convoy/domain/content/route-texts/quote';
