import type { Faq } from '@convoy/domain/content/content.types';
import { InlineText } from './inline-text';
import { Section } from './section';

/**
 * A page's questions, all visible (the FAQPage JSON-LD of the page repeats them,
 * and structured data must describe what the visitor sees).
 */
export function FaqList({ heading, faqs, id = 'faq' }: { heading: string; faqs: Faq[]; id?: string }) {
  return (
    <Section id={id} heading={heading}>
      <div className="grid max-w-4xl gap-6">
        {faqs.map((faq) => (
          <div key={faq.question} className="border-slate-200 border-b pb-6 last:border-b-0">
            <h3 className="font-semibold text-lg text-slate-900">{faq.question}</h3>
            <p className="mt-2 text-slate-700 leading-relaxed">
              <InlineText text={faq.answer} />
            </p>
          </div>
        ))}
      </div>
    </Section>
  );
}
