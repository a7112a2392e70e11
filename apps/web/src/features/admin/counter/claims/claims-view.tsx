import { type ClaimStatus, claimStatuses } from '@convoy/domain/contracts/claim.schema';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../../../components/link';
import { formatMoney } from '../../../../lib/format';
import { adminCopy } from '../../shell/admin-copy';
import { adminApi } from '../../shell/api/admin-api';
import { DataTable } from '../../shell/components/data-table';
import { formatInstantShort } from '../../shell/components/format';
import { ListPicker } from '../../shell/components/list-picker';
import { claimsApi } from './api/claims-api';
import { ClaimPage } from './claim-page';
import { claimsCopy as copy } from './claims-copy';
import { ClaimLimitsSection } from './limits-form';

export const claimHref = (id: string) => `/admin?view=claims&claim=${encodeURIComponent(id)}`;

/**
 * Damage claims (decision 036): the list by the location the vehicle came
 * back to and by status, each claim opening its page (`?claim=`).
 */
export function ClaimsView() {
  const [search, setSearch] = useSearchParams();
  const claimId = search.get('claim');
  const locationId = search.get('locationId') ?? '';
  const status = (search.get('status') ?? '') as ClaimStatus | '';
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const query = { ...(locationId ? { locationId } : {}), ...(status ? { status } : {}) };
  const list = useQuery({
    queryKey: ['admin', 'claims', query],
    queryFn: () => claimsApi.list(query),
    enabled: claimId === null,
  });
  if (claimId) return <ClaimPage id={claimId} />;
  const set = (key: string) => (value: string) =>
    setSearch((s) => {
      const next = new URLSearchParams(s);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  const locations = fleet.data?.locations ?? [];
  return (
    <section aria-labelledby="claims-heading" className="space-y-6">
      <div className="space-y-2">
        <h2 id="claims-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views.claims}
        </h2>
        <p className="max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <div className="flex flex-wrap gap-4">
        <ListPicker
          label={copy.location}
          value={locationId}
          options={[{ id: '', name: adminCopy.filters.allLocations }, ...locations]}
          onChange={set('locationId')}
        />
        <ListPicker
          label={copy.status}
          value={status}
          options={[
            { id: '', name: copy.anyStatus },
            ...claimStatuses.map((s) => ({ id: s, name: copy.statuses[s] })),
          ]}
          onChange={set('status')}
        />
      </div>
      <DataTable
        caption={copy.listTitle}
        rows={list.data?.claims}
        rowKey={(c) => c.id}
        loading={list.isPending}
        error={list.error}
        empty={copy.empty}
        columns={[
          {
            header: copy.vehicle,
            cell: (c) => (
              <Link
                to={claimHref(c.id)}
                aria-label={copy.open(c.vehicle, c.code)}
                className="font-semibold text-brand-800 underline"
              >
                {c.vehicle}
              </Link>
            ),
          },
          { header: copy.booking, cell: (c) => c.code },
          { header: copy.status, cell: (c) => copy.statuses[c.status] },
          { header: copy.cover, cell: (c) => copy.covers[c.cover] },
          {
            header: copy.owes,
            cell: (c) => (c.renterCents === null ? copy.notPriced : formatMoney(c.renterCents)),
          },
          { header: copy.opened, cell: (c) => formatInstantShort(c.openedAt) },
        ]}
      />
      <ClaimLimitsSection />
    </section>
  );
}
