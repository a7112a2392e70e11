import { audiences } from '@convoy/domain/content/audiences';
import { fillDeep } from '@convoy/domain/content/fill-brand';
import { leasing } from '@convoy/domain/content/leasing';
import { commonLabels } from '@convoy/domain/content/page-labels';
import { ButtonLink } from '../../components/button-link';
import { Deferred } from '../../components/deferred';
import { FaqList } from '../../components/faq-list';
import { FormFallback } from '../../components/form/form-fallback';
import { Link } from '../../components/link';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { Section } from '../../components/section';
import type { ScreenProps } from '../../lib/route-handle';

const audienceName = new Map(audiences.map((a) => [a.slug, a.name]));
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

      <Section id="how-it-works" heading="How leasing works">
        <ol className="grid gap-4 md:grid-cols-5">
          {copy.steps.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-slate-200 bg-white p-5">
              <p className="font-bold text-2xl text-brand-800" aria-hidden="true">
                {index + 1}
              </p>
              <h3 className="mt-1 font-semibold text-slate-900">{step.title}</h3>
              <p className="mt-2 text-slate-700 text-sm leading-relaxed">{step.text}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="included" heading="Included in the monthly rate">
        <PointGrid points={copy.included} />
        <h3 className="mt-8 font-semibold text-lg text-slate-900">Not included</h3>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {copy.notIncluded.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </Section>

      <Section id="who-leases" heading="Who leases from us">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {copy.whoFor.map((item) => (
            <li key={item.audience} className="rounded-lg border border-slate-200 p-5">
              <Link
                to={`/${item.audience}`}
                className="font-semibold text-brand-800 underline-offset-2 hover:underline"
              >
                {audienceName.get(item.audience) ?? item.audience}
              </Link>
              <p className="mt-2 text-slate-700">{item.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="terms" heading="The terms in short">
        <PointGrid points={copy.terms} />
      </Section>

      <FaqList heading={commonLabels.faqHeading} faqs={copy.faqs} />

      <Section
        id="leasing-request"
        heading="Send a leasing request"
        intro="Tell us what you need; we reply with a written offer within one business day."
      >
        <div className="max-w-3xl">
          <Deferred load={loadForm} props={{}} fallback={<FormFallback className="min-h-[48rem]" />} />
        </div>
      </Section>
    </>
  );
}
