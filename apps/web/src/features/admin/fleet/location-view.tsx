import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorSentence } from '../../../lib/api-client';
import { type AdminView, adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { ListPicker } from '../shell/components/list-picker';

/**
 * A fleet view of one location at a time (delivery drivers, service due): its heading and lead, the location
 * chosen from a list (the first by default), and what `read` answers for it once loaded, drawn by `children`.
 */
export function LocationView<T>({
  view,
  lead,
  label,
  read,
  children,
}: {
  view: AdminView;
  lead: string;
  label: string;
  read: (locationId: string) => { queryKey: readonly unknown[]; queryFn: () => Promise<T> };
  children: (answer: T, location: { id: string; name: string }) => ReactNode;
}) {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const [picked, setPicked] = useState('');
  const locationId = picked || fleet.data?.locations[0]?.id || '';
  const answer = useQuery({ ...read(locationId), enabled: locationId !== '' });
  const name = fleet.data?.locations.find((l) => l.id === locationId)?.name ?? locationId;
  const error = fleet.error ?? answer.error;
  const headingId = `${view}-view-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-6">
      <div className="space-y-2">
        <h2 id={headingId} className="font-bold text-slate-900 text-xl">
          {adminCopy.views[view]}
        </h2>
        <p className="max-w-3xl text-slate-700">{lead}</p>
      </div>
      {fleet.data ? (
        <ListPicker label={label} value={locationId} options={fleet.data.locations} onChange={setPicked} />
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(error)}
        </p>
      ) : answer.data ? (
        children(answer.data, { id: locationId, name })
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
