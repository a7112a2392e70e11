import { fillDeep } from '@convoy/domain/content/fill-brand';
import { home } from '@convoy/domain/content/home';
import { commonLabels } from '@convoy/domain/content/page-labels';
import { useFaqStructuredData } from '../../lib/faq-structured-data';
import { useCancellationWords } from '../../lib/live-cancellation-policy';
import { FaqList } from '../faq-list';
import { PointGrid } from '../point-grid';
import { Section } from '../section';
import { AudienceOverview } from './audience-overview';
import { FleetOverview } from './fleet-overview';
import { GroupSizeSection } from './group-size-section';
import m from './home.messages';

/**
 * The marketing part of the home page, under the reservation start form:
 * why book here, the group-size advisor, the fleet (#fleet, the not-found page
 * links to it), who we serve, how booking works, trust and FAQs. The FAQPage
 * JSON-LD of "/" repeats these questions (prerender/head-extras.ts); both state
 * the stored cancellation policy once it came.
 */
export function HomeSections() {
  const cancellation = useCancellationWords();
  const copy = fillDeep(home, { values: cancellation });
  useFaqStructuredData(copy.faqs);
  return (
    <>
      <Section id="why-book" heading={m.whyBook()}>
        <PointGrid points={copy.valueProps} columns={4} />
      </Section>
      <GroupSizeSection />
      <Section id="fleet" heading={m.fleet()} intro={m.fleetIntro()}>
        <FleetOverview />
      </Section>
      <Section id="who-we-serve" heading={m.whoWeServe()} intro={m.whoIntro()}>
        <AudienceOverview />
      </Section>
      <Section id="how-booking-works" heading={copy.stepsHeading}>
        <PointGrid points={copy.steps} />
      </Section>
      <Section id="trust" heading={m.trust()}>
        <PointGrid points={copy.trustPoints} columns={4} />
      </Section>
      <FaqList heading={commonLabels.faqHeading} faqs={copy.faqs} />
    </>
  );
}
