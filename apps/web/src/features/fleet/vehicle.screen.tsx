import { audiences } from '@convoy/domain/content/audiences';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import type { Route } from '@convoy/domain/content/routes';
import { vehiclePageLabels } from '@convoy/domain/content/vehicle-page-labels';
import { ButtonLink } from '../../components/button-link';
import { FaqList } from '../../components/faq-list';
import { InlineText } from '../../components/inline-text';
import { Link } from '../../components/link';
import { GroupSizeSection, groupSizeAdvisor } from '../../components/marketing/group-size-section';
import { PublishedReviews } from '../../components/marketing/published-reviews';
import { RateCards, RateLine } from '../../components/marketing/rates';
import { PageHeader } from '../../components/page-header';
import { HeaderPicture } from '../../components/responsive-image';
import { Section } from '../../components/section';
import { availabilityHref, quoteHref } from '../../lib/flow-links';
import { classImage } from '../../lib/images/expand-image';
import { loadParts } from '../../lib/island-hydration';
import { builtClassCharges, chargesOf, useLiveClassCharges } from '../../lib/live-charges';
import { classById, useLiveFleet } from '../../lib/live-fleet';
import type { ScreenProps } from '../../lib/route-handle';
import { LicenceBadge } from './components/licence-badge';
import { VehicleFacts, VehicleSpecs } from './components/vehicle-specs';
import m from './vehicle.messages';
import { vehicleContent } from './vehicle-content';

const audienceName = new Map(audiences.map((a) => [a.slug, a.name]));

/** The page's copy is in its own chunk: loaded before the first render (lazy-screen.tsx), with the advisor island. */
export function preload(entry: Route) {
  return Promise.all([vehicleContent.preload(entry.contentId ?? ''), loadParts(groupSizeAdvisor)]);
}

/**
 * One template for all 13 vehicle pages (STYLE "Content is typed data"); the
 * route's `contentId` is the fleet class id. Figures and rates come from the
 * fleet data, mileage and the deposit from the class's stored charges, both live
 * after hydration; the words from content/vehicle-pages-*.ts.
 */
export default function VehicleScreen({ entry }: ScreenProps) {
  const id = entry.contentId ?? '';
  const fleet = useLiveFleet();
  const classCharges = useLiveClassCharges();
  const vehicle = classById(fleet, id);
  const content = vehicleContent.read(id);
  if (!vehicle) throw new Error(`No fleet class "${id}"`);
  const charges = chargesOf(classCharges, id) ?? chargesOf(builtClassCharges, id)!;
  const page = fillDeep(content.page, { vehicle, fleet, charges: classCharges });
  const labels = fillDeep(vehiclePageLabels, { vehicle });
  const image = classImage(vehicle.id, content.image, vehicle.imageSet);
  const prefill = { vehicleType: vehicle.category, passengers: vehicle.passengers };
  // The search keeps the group's size the visitor gave (the advisor's, shared): only the type is the page's.
  const search = availabilityHref({ vehicleType: vehicle.category });

  return (
    <>
      <PageHeader
        entry={entry}
        eyebrow={vehicleCategoryLabels[vehicle.category]}
        lead={
          <>
            <p>
              <InlineText text={page.intro} />
            </p>
            <div className="mt-4 flex flex-wrap items-center gap-3">
              <LicenceBadge vehicle={vehicle} cdl={labels.cdlBadge} regular={labels.regularLicenseBadge} />
              <RateLine vehicle={vehicle} />
            </div>
          </>
        }
        aside={image ? <HeaderPicture image={image} /> : null}
      >
        <ButtonLink to={search}>{labels.book}</ButtonLink>
        <ButtonLink to={quoteHref(prefill)} variant="secondary">
          {labels.quote}
        </ButtonLink>
      </PageHeader>

      <Section id="at-a-glance" heading={m.atAGlance()}>
        <VehicleFacts vehicle={vehicle} page={page} labels={labels} />
      </Section>

      <Section id="rates" heading={labels.rates}>
        <RateCards vehicle={vehicle} charges={charges} labels={labels} />
      </Section>

      <Section id="licence" heading={labels.licence}>
        <div className="max-w-3xl space-y-3 text-slate-700 leading-relaxed">
          <p className="font-semibold text-lg text-slate-900">{page.licence.summary}</p>
          {page.licence.details.map((text) => (
            <p key={text}>
              <InlineText text={text} />
            </p>
          ))}
        </div>
      </Section>

      <Section id="who-it-suits" heading={labels.idealFor}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.idealFor.map((fit) => (
            <li key={fit.audience} className="rounded-lg border border-slate-200 p-5">
              <Link
                to={`/${fit.audience}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {audienceName.get(fit.audience) ?? fit.audience}
              </Link>
              <p className="mt-2 text-slate-700">{fit.reason}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="specifications" heading={labels.specs}>
        <VehicleSpecs page={page} labels={labels} />
      </Section>

      <Section id="features" heading={labels.features}>
        <ul className="grid max-w-4xl list-disc gap-2 pl-5 text-slate-700 sm:grid-cols-2">
          {page.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </Section>

      <PublishedReviews of={{ vehicleId: vehicle.id }} />

      <GroupSizeSection />

      <FaqList heading={labels.faqs} faqs={page.faqs} />

      <Section id="book" heading={m.readyToBook({ name: vehicle.name })}>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to={search}>{labels.book}</ButtonLink>
          <ButtonLink to={quoteHref(prefill)} variant="secondary">
            {labels.quote}
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { vehicleTexts as routeTexts } from '@convoy/domain/content/route-texts/vehicles';
