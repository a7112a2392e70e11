import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../../components/link';
import { claimsApi } from './api/claims-api';
import { claimsCopy as copy } from './claims-copy';
import { claimHref } from './claims-view';

/** The claims a booking's return opened (decision 036), each a link to its page; nothing when none. */
export function OpenedClaims({ code }: { code: string }) {
  const claims = useQuery({
    queryKey: ['admin', 'claims', { code }],
    queryFn: () => claimsApi.list({ code }),
  });
  const found = claims.data?.claims ?? [];
  if (found.length === 0) return null;
  return (
    <section aria-labelledby="opened-claims" className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <h3 id="opened-claims" className="font-bold text-slate-900">
        {copy.openedAtReturn}
      </h3>
      <ul className="mt-2 space-y-1">
        {found.map((c) => (
          <li key={c.id}>
            <Link to={claimHref(c.id)} className="font-semibold text-brand-800 underline">
              {copy.open(c.vehicle, c.code)}
            </Link>{' '}
            <span className="text-slate-700">({copy.statuses[c.status]})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
