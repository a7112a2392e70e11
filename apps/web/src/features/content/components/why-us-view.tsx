import { commonLabels } from '@convoy/domain/content/page-labels';
import type { WhyUsContent } from '@convoy/domain/content/why-us';
import { ButtonLink } from '../../../components/button-link';
import { FaqList } from '../../../components/faq-list';
import { PointGrid } from '../../../components/point-grid';
import { Section } from '../../../components/section';
import m from './why-us.messages';

/** The why-us page body: numbers from the data, reasons, example testimonials, FAQs. */
export function WhyUsView({ why }: { why: WhyUsContent }) {
  return (
    <>
      <Section id="numbers" heading={m.inNumbers()}>
        <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {why.stats.map((stat) => (
            <div key={stat.label} className="flex flex-col rounded-lg border border-slate-200 bg-white p-5">
              <dt className="text-slate-700">{stat.label}</dt>
              <dd className="order-first font-bold text-3xl text-brand-800">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </Section>
      <Section id="reasons" heading={m.reasons()}>
        <PointGrid points={why.reasons} />
      </Section>
      <Section id="examples" heading={why.testimonialsHeading} intro={why.exampleNotice}>
        <ul className="grid gap-4 md:grid-cols-2">
          {why.testimonials.map((t) => (
            <li key={t.quote} className="rounded-lg border border-slate-200 bg-slate-50 p-5">
              <span className="inline-block rounded-full bg-slate-200 px-2.5 py-0.5 font-semibold text-slate-800 text-xs uppercase tracking-wide">
                {commonLabels.exampleBadge}
              </span>
              <figure className="mt-3">
                <blockquote className="text-slate-800 leading-relaxed">“{t.quote}”</blockquote>
                <figcaption className="mt-3 text-slate-700 text-sm">
                  {m.testimonialBy({ role: t.role, organization: t.organizationType.toLowerCase() })}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </Section>
      <FaqList heading={commonLabels.faqHeading} faqs={why.faqs} />
      <Section id="next" heading={m.planYourTrip()}>
        <div className="flex flex-wrap gap-3">
          {why.ctas.map((cta, index) => (
            <ButtonLink key={cta.to} to={cta.to} variant={index === 0 ? 'primary' : 'secondary'}>
              {cta.label}
            </ButtonLink>
          ))}
        </div>
      </Section>
    </>
  );
}
