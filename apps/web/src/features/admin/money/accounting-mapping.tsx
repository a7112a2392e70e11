import {
  type AccountingMapping,
  accountingMappingRequestSchema,
} from '@convoy/domain/contracts/accounting.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { type Said, StatusLine } from '../shell/components/status-line';
import { useShellScope } from '../shell/components/use-shell-scope';
import { accountingCopy as copy } from './accounting-copy';
import { accountingApi } from './api/accounting-api';

const mappingsKey = ['admin', 'accounting', 'mappings'] as const;
const accountFields = ['incomeAccount', 'receivableAccount', 'depositAccount', 'refundsAccount'] as const;
const accountLabels: Record<(typeof accountFields)[number], string> = {
  incomeAccount: copy.mapping.income,
  receivableAccount: copy.mapping.receivable,
  depositAccount: copy.mapping.deposit,
  refundsAccount: copy.mapping.refunds,
};
type MappingInputs = Omit<AccountingMapping, 'locationId' | 'locationName'>;
const resolver = actionResolver(accountingMappingRequestSchema, (v: MappingInputs) => ({
  ...v,
  taxes: v.taxes.map(({ code, remoteTaxCode, account }) => ({ code, remoteTaxCode, account })),
}));

function MappingForm({
  mapping,
  onSaved,
}: {
  mapping: AccountingMapping;
  onSaved: (m: AccountingMapping) => void;
}) {
  const { locationId: _id, locationName, ...defaultValues } = mapping;
  const form = useSchemaForm({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues,
    order: [
      ...accountFields,
      ...mapping.taxes.flatMap((_, i) => [`taxes.${i}.remoteTaxCode`, `taxes.${i}.account`]),
    ],
    send: (request) => accountingApi.saveMapping(mapping.locationId, request),
    onSent: onSaved,
  });
  return (
    <ActionForm
      form={form}
      label={`${copy.mapping.title}, ${locationName}`}
      submitLabel={copy.mapping.save}
      pendingLabel={copy.mapping.saving}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {accountFields.map((f) => (
          <TextField key={f} {...form.field(f)} label={accountLabels[f]} autoComplete="off" />
        ))}
        {mapping.taxes.map((t, i) => [
          <TextField
            key={`${t.code}-code`}
            {...form.field(`taxes.${i}.remoteTaxCode`)}
            label={copy.mapping.taxCode(t.label)}
            autoComplete="off"
          />,
          <TextField
            key={`${t.code}-account`}
            {...form.field(`taxes.${i}.account`)}
            label={copy.mapping.taxAccount(t.label)}
            autoComplete="off"
          />,
        ])}
      </div>
      {mapping.taxes.length === 0 ? <p className="text-slate-600 text-sm">{copy.mapping.noTaxes}</p> : null}
    </ActionForm>
  );
}

/** A location's accounts as they are, for a role that may read but not change them. */
function MappingReadOnly({ mapping }: { mapping: AccountingMapping }) {
  const rows: [string, string][] = [
    ...accountFields.map((f): [string, string] => [accountLabels[f], mapping[f]]),
    ...mapping.taxes.flatMap((t): [string, string][] => [
      [copy.mapping.taxCode(t.label), t.remoteTaxCode],
      [copy.mapping.taxAccount(t.label), t.account],
    ]),
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-2">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt className="font-semibold text-slate-900">{term}</dt>
          <dd className="text-slate-700">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The accounts each location books to (decision 040): income, receivables,
 * deposits (undeposited funds), refunds, and each of its taxes' QuickBooks
 * code and liability account. The company's settings: the owner changes them.
 */
export function AccountMappingPanel() {
  const may = useStaffAccess('settings');
  const client = useQueryClient();
  const mappings = useQuery({ queryKey: mappingsKey, queryFn: accountingApi.mappings, staleTime: 0 });
  // The location is the back office's, chosen in its top bar (decision 041).
  const { location } = useShellScope();
  const [saved, setSaved] = useState<{ said: Said; locationId: string } | null>(null);
  const all = mappings.data?.locations ?? [];
  const chosen = all.find((m) => m.locationId === location) ?? all[0];
  const said = saved && saved.locationId === chosen?.locationId ? saved.said : null;
  return (
    <section
      aria-labelledby="accounting-mapping"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="accounting-mapping" className="font-bold text-lg text-slate-900">
        {copy.mapping.title}
      </h3>
      <p className="max-w-3xl text-slate-700 text-sm">{copy.mapping.lead}</p>
      <StatusLine said={said} />
      {mappings.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(mappings.error)}
        </p>
      ) : !chosen ? (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      ) : may.change ? (
        <MappingForm
          // Another location, or saved: the form starts again from what the API stored.
          key={JSON.stringify(chosen)}
          mapping={chosen}
          onSaved={(saved) => {
            client.setQueryData(mappingsKey, {
              locations: all.map((m) => (m.locationId === saved.locationId ? saved : m)),
            });
            setSaved({
              said: { text: copy.mapping.saved(saved.locationName) },
              locationId: saved.locationId,
            });
          }}
        />
      ) : (
        <MappingReadOnly mapping={chosen} />
      )}
    </section>
  );
}
