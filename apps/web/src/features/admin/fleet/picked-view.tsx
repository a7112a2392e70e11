import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorSentence } from '../../../lib/api-client';
import { type AdminView, adminCopy } from '../shell/admin-copy';
import { adminApi } from '../shell/api/admin-api';
import { ListPicker } from '../shell/components/list-picker';
import { useShellScope } from '../shell/components/use-shell-scope';

type Picked = { id: string; name: string };

/**
 * A fleet view of one location or one vehicle class at a time (delivery drivers, service due, relocations,
 * inspection checklists): its heading and lead, the location (the top bar's) or class chosen from a list (the first by default),
 * what `read` answers for it once loaded, drawn by `children`, and what `after` adds below whatever the answer.
 */
export function PickedView<T>({
  view,
  of,
  lead,
  label,
  read,
  children,
  after,
}: {
  view: AdminView;
  of: 'locations' | 'classes';
  lead: string;
  label: string;
  read: (id: string) => { queryKey: readonly unknown[]; queryFn: () => Promise<T> };
  children: (answer: T, picked: Picked) => ReactNode;
  after?: (picked: Picked) => ReactNode;
}) {
  const fleet = useQuery({ queryKey: ['admin', 'fleet'], queryFn: adminApi.fleet });
  const [chosenClass, setChosenClass] = useState('');
  // A location is the back office's, chosen in its top bar (decision 041); a class is the view's own.
  const scope = useShellScope();
  const chosen = of === 'locations' ? scope.location : chosenClass;
  const options = fleet.data?.[of] ?? [];
  const id = (options.some((o) => o.id === chosen) ? chosen : '') || options[0]?.id || '';
  const answer = useQuery({ ...read(id), enabled: id !== '' });
  const picked = { id, name: options.find((o) => o.id === id)?.name ?? id };
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
      {fleet.data && of === 'classes' ? (
        <ListPicker label={label} value={id} options={options} onChange={setChosenClass} />
      ) : null}
      {error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(error)}
        </p>
      ) : answer.data ? (
        children(answer.data, picked)
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
      {after && id !== '' ? after(picked) : null}
    </section>
  );
}
