import { audiences } from '@convoy/domain/content/audiences';
import { Link } from '../link';

const audienceName = new Map(audiences.map((a) => [a.slug, a.name]));

/** Audience pages as cards: each audience's name, a link to its page, and a line on why it fits. */
export function AudienceCards({ items }: { items: readonly { audience: string; text: string }[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
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
  );
}
