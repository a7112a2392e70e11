import { audiencePageLabels } from '@convoy/domain/content/audience-page-labels';
import { audiences } from '@convoy/domain/content/audiences';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import type { Route } from '@convoy/domain/content/routes';
import { ButtonLink } from '../../components/button-link';
import { FaqList } from '../../components/faq-list';
import { InlineText } from '../../components/inline-text';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { HeaderPicture } from '../../components/responsive-image';
import { Section } from '../../components/section';
import { useFaqStructuredData } from '../../lib/faq-structured-data';
import { availabilityHref, quoteHref } from '../../lib/flow-links';
import { vehicleImage } from '../../lib/images/vehicle-image';
import { useCancellationWords } from '../../lib/live-cancellation-policy';
import { classById, useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import m from './audience.messages';
import { audienceContent } from './audience-content';
import { RecommendedVehicles } from './components/recommended-vehicles';

/** The page's copy is in its own chunk: loaded before the first render (lazy-screen.tsx). */
export function preload(entry: Route) {
  return audienceContent.preload(entry.contentId ?? '');
}

/**
 * One template for all 18 audience pages (STYLE "Content is typed data"); the
 * route's `contentId` is the audience slug. Its calls to action prefill the
 * rental purpose in the flow and the quote request.
 */
export default function AudienceScreen({ entry }: ScreenProps) {
  const slug = entry.contentId ?? '';
  const audience = audiences.find((a) => a.slug === slug);
  const fleet = useLiveFleet();
  const cancellation = useCancellationWords();
  const page = fillDeep(audienceContent.read(slug), { fleet, values: cancellation });
  useFaqStructuredData(page.faqs);
  if (!audience) throw new Error(`No audience "${slug}"`);
  const recommended = page.recommendedVehicles.flatMap(({ id, reason }) => {
    const vehicle = classById(fleet, id);
    return vehicle ? [{ vehicle, reason }] : [];
  });
  const lead = recommended[0]?.vehicle;
  const image = lead ? vehicleImage(lead.id) : undefined;
  const prefill = { purpose: audience.purpose };

  return (
    <>
      <PageHeader
        entry={entry}
        eyebrow={m.eyebrow()}
        lead={page.intro}
        aside={image ? <HeaderPicture image={image} /> : null}
      >
        <ButtonLink to={quoteHref(prefill)}>{audiencePageLabels.quote}</ButtonLink>
        <ButtonLink to={availabilityHref(prefill)} variant="secondary">
          {audiencePageLabels.book}
        </ButtonLink>
      </PageHeader>

      <Section id="needs" heading={audiencePageLabels.needs}>
        <PointGrid points={page.needs} columns={page.needs.length === 4 ? 4 : 3} />
      </Section>

      <Section id="vehicles" heading={audiencePageLabels.recommended}>
        <RecommendedVehicles items={recommended} purpose={audience.purpose} />
      </Section>

      <Section id="tips" heading={audiencePageLabels.tips}>
        <PointGrid points={page.tips} columns={2} />
      </Section>

      <Section id="quote" heading={m.quoteHeading()}>
        <div className="max-w-3xl text-slate-700 leading-relaxed">
          <p>
            <InlineText text={page.quotePrompt.intro} />
          </p>
          <ul className="mt-4 list-disc space-y-1 pl-5">
            {page.quotePrompt.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink to={quoteHref(prefill)}>{audiencePageLabels.quote}</ButtonLink>
            <ButtonLink to={availabilityHref(prefill)} variant="secondary">
              {audiencePageLabels.book}
            </ButtonLink>
          </div>
        </div>
      </Section>

      <FaqList heading={audiencePageLabels.faqs} faqs={page.faqs} />
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { audienceTexts as routeTexts } from '@convoy/domain/content/route-texts/audiences';
