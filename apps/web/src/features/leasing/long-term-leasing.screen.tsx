import { fillDeep } from '@convoy/domain/content/fill-brand';
import { leasing } from '@convoy/domain/content/leasing';
import { commonLabels } from '@convoy/domain/content/page-labels';
import { ButtonLink } from '../../components/button-link';
import { Deferred } from '../../components/deferred';
import { FaqList } from '../../components/faq-list';
import { FormFallback } from '../../components/form/form-fallback';
import { AudienceCards } from '../../components/marketing/audience-cards';
import { NumberedSteps } from '../../components/marketing/numbered-steps';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { Section } from '../../components/section';
import type { ScreenProps } from '../../lib/route-handle';
import m from './leasing.messages';

const loadForm = async () => (await import('./components/leasing-form')).default;

/** Monthly leasing (SPEC §1 "long-term leasing"): how it works, what is included, and a request form. */
export default function LongTermLeasingScreen({ entry }: ScreenProps) {
  const copy = fillDeep(leasing);
  return (
    <>
      <PageHeader entry={entry} lead={copy.intro}>
        {copy.ctas.map((cta, index) =>
          cta.to.startsWith('#') ? (
            <a
              key={cta.to}
              href={cta.to}
              className="inline-flex items-center justify-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-900"
            >
              {cta.label}
            </a>
          ) : (
            <ButtonLink key={cta.to} to={cta.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {cta.label}
            </ButtonLink>
          ),
        )}
      </PageHeader>

      <Section id="how-it-works" heading={m.howItWorks()}>
        <NumberedSteps steps={copy.steps} columns={5} />
      </Section>

      <Section id="included" heading={m.included()}>
        <PointGrid points={copy.included} />
        <h3 className="mt-8 font-semibold text-lg text-slate-900">{m.notIncluded()}</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {copy.notIncluded.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="who-leases" heading={m.whoLeases()}>
        <AudienceCards items={copy.whoFor} />
      </Section>

      <Section id="terms" heading={m.terms()}>
        <PointGrid points={copy.terms} />
      </Section>

      <FaqList heading={commonLabels.faqHeading} faqs={copy.faqs} />

      <Section id="leasing-request" heading={m.requestHeading()} intro={m.requestIntro()}>
        <div className="max-w-3xl">
          <Deferred load={loadForm} props={{}} fallback={<FormFallback className="min-h-[48rem]" />} />
        </div>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { longTermLeasingTexts as routeTexts } from '@convoy/domain/content/route-texts/long-term-leasing';
