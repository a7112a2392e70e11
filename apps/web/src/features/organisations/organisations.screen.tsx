import { fillDeep } from '@convoy/domain/content/fill-brand';
import { organizationAccounts } from '@convoy/domain/content/organization-accounts';
import { commonLabels } from '@convoy/domain/content/page-labels';
import { ButtonLink } from '../../components/button-link';
import { Deferred } from '../../components/deferred';
import { FaqList } from '../../components/faq-list';
import { FormFallback } from '../../components/form/form-fallback';
import { InlineText } from '../../components/inline-text';
import { AudienceCards } from '../../components/marketing/audience-cards';
import { NumberedSteps } from '../../components/marketing/numbered-steps';
import { PageHeader } from '../../components/page-header';
import { PointGrid } from '../../components/point-grid';
import { Section } from '../../components/section';
import type { ScreenProps } from '../../lib/route-handle';

const loadForm = async () => (await import('./components/organisation-form')).default;

/**
 * Organization accounts and invoice terms (decision 014): what an account gives,
 * who it is for, how invoice terms and tax exemption work, how to apply, and
 * the application, loaded when the visitor nears it (decision 009: no zod or
 * form library in this page's first JavaScript).
 */
export default function OrganisationsScreen({ entry }: ScreenProps) {
  const copy = fillDeep(organizationAccounts);
  return (
    <>
      <PageHeader entry={entry} lead={copy.intro}>
        <a
          href="#apply"
          className="inline-flex min-h-11 items-center justify-center rounded-md bg-brand-800 px-5 py-3 font-semibold text-white shadow-sm hover:bg-brand-900"
        >
          {copy.formHeading}
        </a>
        <ButtonLink to="/organisation" variant="secondary">
          {copy.accountLink}
        </ButtonLink>
      </PageHeader>

      <Section id="what-you-get" heading={copy.headings.benefits}>
        <PointGrid points={copy.benefits} columns={2} />
      </Section>

      <Section id="who-for" heading={copy.headings.whoFor}>
        <AudienceCards items={copy.whoFor} />
      </Section>

      <Section id="invoice-terms" heading={copy.headings.invoiceTerms}>
        <div className="max-w-3xl space-y-4 text-slate-700 leading-relaxed">
          {copy.invoiceTerms.map((text) => (
            <p key={text}>
              <InlineText text={text} />
            </p>
          ))}
        </div>
      </Section>

      <Section id="tax-exemption" heading={copy.headings.taxExemption}>
        <div className="max-w-3xl space-y-4 text-slate-700 leading-relaxed">
          {copy.taxExemption.map((text) => (
            <p key={text}>
              <InlineText text={text} />
            </p>
          ))}
        </div>
      </Section>

      <Section id="how-to-apply" heading={copy.headings.steps}>
        <NumberedSteps steps={copy.steps} columns={4} />
      </Section>

      <FaqList heading={commonLabels.faqHeading} faqs={copy.faqs} />

      <Section id="apply" heading={copy.formHeading} intro={copy.formIntro}>
        <div className="max-w-3xl">
          <Deferred load={loadForm} props={{}} fallback={<FormFallback className="min-h-[60rem]" />} />
        </div>
        <p className="mt-8 max-w-3xl text-slate-700">
          <InlineText text={copy.haveAccount} />
        </p>
      </Section>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { organisationsTexts as routeTexts } from '@convoy/domain/content/route-texts/organisations';
