import {
  collectModeLabels,
  collectModes,
  paymentSettingsSchema,
} from '@convoy/domain/contracts/payment.schema';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { TextField } from '../../../components/form/text-field';
import { useSchemaForm } from '../../../components/form/use-schema-form';
import { errorSentence } from '../../../lib/api-client';
import { adminCopy } from '../shell/admin-copy';
import { useStaffAccess } from '../shell/api/use-staff-access';
import { ActionForm, actionResolver } from '../shell/components/action-form';
import { wholeNumber } from '../shell/components/format';
import { type Said, StatusLine } from '../shell/components/status-line';
import type { AdminPaymentSettings } from './api/money-api';
import { moneyApi } from './api/money-api';
import { settingsCopy as copy } from './money-copy';

const queryKey = ['admin', 'payment-settings'];

interface SettingsInputs {
  collectAtBooking: string;
  pendingPaymentMinutes: string;
  reminderDaysBefore: string;
}

function SettingsForm({
  settings,
  onSaved,
}: {
  settings: AdminPaymentSettings;
  onSaved: (settings: AdminPaymentSettings) => void;
}) {
  const available = settings.cardPaymentsAvailable;
  const resolver = actionResolver(paymentSettingsSchema, (v: SettingsInputs) => ({
    // Without a provider the choice is shown, disabled, as the API answers it.
    collectAtBooking: available ? v.collectAtBooking : settings.collectAtBooking,
    pendingPaymentMinutes: wholeNumber(v.pendingPaymentMinutes),
    reminderDaysBefore: wholeNumber(v.reminderDaysBefore),
  }));
  const form = useSchemaForm({
    resolver,
    defaultValues: {
      collectAtBooking: settings.collectAtBooking,
      pendingPaymentMinutes: String(settings.pendingPaymentMinutes),
      reminderDaysBefore: String(settings.reminderDaysBefore),
    },
    order: ['collectAtBooking', 'pendingPaymentMinutes', 'reminderDaysBefore'],
    send: moneyApi.savePaymentSettings,
    onSent: onSaved,
    reValidateMode: 'onSubmit',
  });
  return (
    <ActionForm form={form} label={copy.title} submitLabel={copy.save} pendingLabel={copy.saving}>
      <RadioGroupField
        {...form.field('collectAtBooking')}
        legend={copy.collect}
        options={collectModes.map((mode) => ({ value: mode, label: collectModeLabels[mode] }))}
        hint={available ? undefined : copy.noProvider}
        disabled={!available}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          {...form.field('pendingPaymentMinutes')}
          label={copy.minutes}
          hint={copy.minutesHint}
          inputMode="numeric"
        />
        <TextField
          {...form.field('reminderDaysBefore')}
          label={copy.reminder}
          hint={copy.reminderHint}
          inputMode="numeric"
        />
      </div>
    </ActionForm>
  );
}

/** The settings as they are, for a role that may read but not change them (a manager, a viewer). */
function SettingsReadOnly({ settings }: { settings: AdminPaymentSettings }) {
  const rows: [string, string][] = [
    [copy.collect, collectModeLabels[settings.collectAtBooking]],
    [copy.minutes, String(settings.pendingPaymentMinutes)],
    [copy.reminder, String(settings.reminderDaysBefore)],
  ];
  return (
    <dl className="grid gap-3 text-sm sm:grid-cols-3">
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
 * The company's payment settings (SPEC Part B §15): what is collected when
 * booking online, how long a booking waits for its card payment, when the
 * reminder goes. Without a card provider nothing is collected online, and
 * the panel says so beside the choice it disables.
 */
export function PaymentSettingsPanel() {
  const client = useQueryClient();
  // Read again on each visit: the form starts from what is stored now, whoever changed it.
  const settings = useQuery({ queryKey, queryFn: moneyApi.paymentSettings, staleTime: 0 });
  const [said, setSaid] = useState<Said | null>(null);
  const may = useStaffAccess('settings');
  return (
    <section
      aria-labelledby="payment-settings-heading"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h3 id="payment-settings-heading" className="font-bold text-lg text-slate-900">
        {copy.title}
      </h3>
      <p className="max-w-3xl text-slate-700 text-sm">{copy.lead}</p>
      <StatusLine said={said} />
      {settings.error ? (
        <p role="alert" className="text-red-800">
          {errorSentence(settings.error)}
        </p>
      ) : settings.data && !may.change ? (
        <SettingsReadOnly settings={settings.data} />
      ) : settings.data ? (
        <SettingsForm
          // Saved, it starts again from what the API stored.
          key={JSON.stringify(settings.data)}
          settings={settings.data}
          onSaved={(saved) => {
            client.setQueryData(queryKey, saved);
            setSaid({ text: copy.saved });
          }}
        />
      ) : (
        <p className="text-slate-600">{adminCopy.table.loading}</p>
      )}
    </section>
  );
}
