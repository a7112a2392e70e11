import type { DoNotRentEntry, DoNotRentList } from '@convoy/domain/contracts/do-not-rent.schema';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog/confirm-dialog';
import { buttonClass } from '../../../components/form/form-styles';
import { errorSentence } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { DataTable } from '../shell/components/data-table';
import { formatInstantShort } from '../shell/components/format';
import { doNotRentApi } from './api/do-not-rent-api';
import { doNotRentCopy as copy } from './do-not-rent-copy';
import { AddEntryForm, OverrideForm } from './do-not-rent-forms';
import { EditEntry } from './entry-edit';

const listKey = ['admin', 'do-not-rent'] as const;

function useTakeEntry() {
  const client = useQueryClient();
  return (entry: DoNotRentEntry) =>
    client.setQueryData<DoNotRentList>(listKey, (list) => ({
      entries: [entry, ...(list?.entries ?? []).filter((e) => e.id !== entry.id)],
    }));
}

function EntryActions({ entry }: { entry: DoNotRentEntry }) {
  const client = useQueryClient();
  const take = useTakeEntry();
  const remove = useMutation({
    mutationFn: () => doNotRentApi.remove(entry.id),
    onSuccess: (list) => {
      client.setQueryData(listKey, list);
      toast.success(copy.removed);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  const lapse = useMutation({
    mutationFn: () => doNotRentApi.change(entry.id, { lapsesOn: new Date().toISOString().slice(0, 10) }),
    onSuccess: (changed) => {
      take(changed);
      toast.success(copy.lapsedNow);
    },
    onError: (error) => toast.error(errorSentence(error)),
  });
  return (
    <div className="flex flex-wrap gap-2">
      <EditEntry entry={entry} onChanged={take} />
      {entry.active ? (
        <button
          type="button"
          onClick={() => (lapse.isPending ? undefined : lapse.mutate())}
          aria-disabled={lapse.isPending || undefined}
          aria-label={copy.lapseNowLabel(entry.nameMasked)}
          className={buttonClass.secondary}
        >
          {copy.lapseNow}
        </button>
      ) : null}
      <ConfirmDialog
        trigger={copy.remove}
        triggerLabel={copy.removeLabel(entry.nameMasked)}
        title={copy.removeTitle}
        body={copy.removeBody}
        keep={copy.keep}
        confirm={copy.remove}
        pendingLabel={copy.removing}
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </div>
  );
}

/**
 * The do-not-rent list (decision 021, managers and owners): each entry masked
 * (initials, year of birth, what it matches by), its reason and lapse (both
 * editable); the form to add one and the form to let one held booking through.
 */
export function DoNotRentView() {
  const may = useStaffAccess('do-not-rent');
  const list = useQuery({ queryKey: listKey, queryFn: doNotRentApi.list });
  const take = useTakeEntry();
  return (
    <section aria-labelledby="do-not-rent-heading" className="space-y-8">
      <div>
        <h2 id="do-not-rent-heading" className="font-bold text-slate-900 text-xl">
          {adminCopy.views['do-not-rent']}
        </h2>
        <p className="mt-1 max-w-3xl text-slate-700">{copy.lead}</p>
      </div>
      <section aria-labelledby="do-not-rent-entries" className="space-y-3">
        <h3 id="do-not-rent-entries" className="font-bold text-lg text-slate-900">
          {copy.listTitle}
        </h3>
        <DataTable
          caption={copy.listTitle}
          rows={list.data?.entries}
          rowKey={(e) => e.id}
          loading={list.isPending}
          error={list.error}
          empty={copy.empty}
          columns={[
            {
              header: copy.person,
              cell: (e) => (
                <span>
                  <span className="font-semibold">{e.nameMasked}</span>{' '}
                  <span className="text-slate-600">{copy.bornIn(e.bornIn)}</span>
                </span>
              ),
            },
            {
              header: copy.matchesBy,
              cell: (e) =>
                [
                  copy.nameAndBirth,
                  ...(e.licenceOnFile ? [copy.licenceOnFile(e.licenceState)] : []),
                  ...(e.emailMasked ? [e.emailMasked] : []),
                  ...(e.phoneMasked ? [e.phoneMasked] : []),
                ].join(', '),
            },
            { header: copy.reason, cell: (e) => e.reason },
            {
              header: copy.added,
              cell: (e) => (
                <span>
                  <span className="whitespace-nowrap">{formatInstantShort(e.createdAt)}</span>{' '}
                  <span className="text-slate-600">{copy.by(e.createdBy)}</span>
                </span>
              ),
            },
            {
              header: copy.lapses,
              cell: (e) => (e.active ? (e.lapsesOn ?? copy.never) : `${copy.lapsed} (${e.lapsesOn})`),
            },
            ...(may.change
              ? [{ header: copy.actions, cell: (e: DoNotRentEntry) => <EntryActions entry={e} /> }]
              : []),
          ]}
        />
      </section>
      {may.change ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <AddEntryForm onAdded={take} />
          <OverrideForm />
        </div>
      ) : null}
    </section>
  );
}
