import { brand } from '@convoy/domain/content/brand';
import { contact } from '@convoy/domain/content/contact';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { locationSeed } from '@convoy/domain/content/locations';
import { Deferred } from '../../components/deferred';
import { FormFallback } from '../../components/form/form-fallback';
import { InlineText } from '../../components/inline-text';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { Section } from '../../components/section';
import { emailHref, phoneHref } from '../../lib/brand-links';
import type { ScreenProps } from '../../lib/route-handle';
import { LocationCard } from './components/location-card';
import m from './contact.messages';

const loadForm = async () => (await import('./components/contact-form')).default;

/** Every location (prerendered from the demo data), how fast we answer, and the contact form. */
export default function ContactScreen({ entry }: ScreenProps) {
  const copy = fillDeep(contact);
  return (
    <>
      <PageHeader
        entry={entry}
        lead={
          <>
            <p>
              <InlineText text={copy.intro} />
            </p>
            <p className="mt-4 text-base">
              <a href={phoneHref} className="font-semibold text-brand-800 underline underline-offset-2">
                {brand.phone}
              </a>{' '}
              ·{' '}
              <a href={emailHref} className="font-semibold text-brand-800 underline underline-offset-2">
                {brand.email}
              </a>
            </p>
          </>
        }
      />
      <Section id="locations" heading={m.ourLocations()}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {locationSeed.map((location) => (
            <LocationCard key={location.id} location={location} />
          ))}
        </ul>
      </Section>
      <Section id="response-times" heading={m.howFast()}>
        <PointGrid points={copy.responseTimes} columns={4} />
        <p className="mt-6 text-slate-700">
          <InlineText text={copy.manageBooking} />
        </p>
      </Section>
      <Section id="message" heading={copy.formHeading} intro={copy.formIntro}>
        <div className="max-w-3xl">
          <Deferred load={loadForm} props={{}} fallback={<FormFallback />} />
        </div>
        <p className="mt-8 max-w-3xl text-slate-700 text-sm">{copy.headOffice}</p>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { contactTexts as routeTexts } from '@convoy/domain/content/route-texts/contact';
