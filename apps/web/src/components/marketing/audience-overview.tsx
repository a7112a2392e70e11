import { audiences } from '@convoy/domain/content/audiences';
import { Link } from '../link';

/** The groups the site serves (SPEC §1), each linking to its page. */
export function AudienceOverview() {
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {audiences.map((a) => (
        <li key={a.slug}>
          <Link
            to={`/${a.slug}`}
            className="block rounded-md border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-600 hover:text-brand-800"
          >
            {a.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
