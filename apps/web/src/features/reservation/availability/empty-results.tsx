import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { availabilityCopy } from '../copy/availability-copy';

const copy = availabilityCopy.empty;

/** Nothing bookable online: the quote form, prefilled with the search. */
export function EmptyResults({ quoteHref }: { quoteHref: string }) {
  return (
    <section
      aria-labelledby="empty-results-heading"
      className="rounded-lg border-2 border-slate-300 bg-white p-5"
    >
      <h3 id="empty-results-heading" className="font-bold text-lg text-slate-900">
        {copy.heading}
      </h3>
      <p className="mt-2 text-slate-800">{copy.body}</p>
      <Link to={quoteHref} className={`${buttonClass.primary} mt-4`}>
        {copy.quote}
      </Link>
      <p className="mt-3 text-slate-700 text-sm">{copy.change}</p>
    </section>
  );
}
