import { rentalPurposes } from '@convoy/domain/content/audiences';
import { vehicleCategories, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import {
  type TripDraft,
  type TripFormValues,
  tripDraftFromOutput,
  tripFormFields,
  tripFormValues,
} from '@convoy/domain/contracts/trip';
import { type FormEvent, useRef, useState } from 'react';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormBody } from '../../../components/form/form-body';
import { messageSummary } from '../../../components/form/form-errors';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { useSubmitFeedback } from '../../../components/form/use-submit-feedback';
import { useFormAnalytics } from '../../../lib/analytics/use-form-analytics';
import { ApiError, errorSentence } from '../../../lib/api-error';
import { timezoneLabel, todayIn } from '../../../lib/format';
import { useLiveLocations } from '../../../lib/live-locations';
import { searchCopy as copy } from '../copy/search-copy';
import { DateTimeFields, type FieldProps } from './date-time-fields';
import { LocationDetails } from './location-details';
import type { SearchCheck } from './search-validation';

const typeOptions = [
  { value: 'all', label: copy.vehicleType.all },
  ...vehicleCategories.map((c) => ({ value: c, label: vehicleCategoryLabels[c] })),
];
const purposeOptions = rentalPurposes.map((p) => ({ value: p.id, label: p.label }));
const loadCheck = () => import('./search-validation');
// The query cache (and TanStack Query) loads when the search is sent: the availability step needs it next.
const loadSearch = () => import('./send-search');

/**
 * The trip search (SPEC §3 `form`): the start step, and the search edited in
 * place on availability. The home page's first step, so it is light: plain
 * React state, and the server's schema (zod) loads when the visitor starts
 * filling it in. On submit it checks every field, then asks for availability
 * and moves on only when that answers; the server's location rules (opening
 * hours, a pickup in the past) come back beside their fields.
 */
export default function SearchForm({
  initial,
  initialZone,
  onSearched,
  onDraft,
}: {
  initial: TripDraft;
  /** The timezone the flow last knew, for dates before the locations have loaded. */
  initialZone: string;
  onSearched: () => void;
  /** Called with the values on every change (the start step saves them; the editor on availability does not). */
  onDraft?: (values: TripFormValues) => void;
}) {
  const locations = useLiveLocations();
  const feedback = useSubmitFeedback();
  const analytics = useFormAnalytics('reservation-search', 'Reservation search');
  const [values, setValues] = useState<TripFormValues>(() => tripFormValues(initial));
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const checker = useRef<((values: TripFormValues, today: string) => SearchCheck) | null>(null);
  const submitted = useRef(false);
  const location = locations.find((l) => l.id === values.pickupLocationId);
  const zone = location?.timezone ?? initialZone;
  const errors = { ...serverErrors, ...clientErrors };

  const update = (name: keyof TripFormValues, value: string) => {
    const next = { ...values, [name]: value } as TripFormValues;
    setValues(next);
    onDraft?.(next);
    setServerErrors(({ [name]: _fixed, ...rest }) => rest);
    // After a first submit, messages follow the fields as they are corrected.
    if (submitted.current && checker.current) {
      const check = checker.current(next, todayIn(zone));
      setClientErrors(check.ok ? {} : check.errors);
    }
  };
  const field = (name: keyof TripFormValues): FieldProps => ({
    registration: { name, onChange: (e) => update(name, e.target.value) },
    value: values[name],
    error: errors[name],
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    feedback.clear();
    submitted.current = true;
    try {
      const [{ checkSearch }, { runSearch }] = await Promise.all([loadCheck(), loadSearch()]);
      checker.current = checkSearch;
      const check = checkSearch(values, todayIn(zone));
      setClientErrors(check.ok ? {} : check.errors);
      if (!check.ok) {
        feedback.fail();
        return;
      }
      const next = tripDraftFromOutput(check.output, initial);
      await runSearch(next);
      analytics.trackSubmit();
      onSearched();
    } catch (error) {
      const fields = error instanceof ApiError ? (error.fields ?? {}) : {};
      const known = Object.fromEntries(Object.entries(fields).filter(([key]) => key in values));
      const other = Object.entries(fields)
        .filter(([key]) => !(key in values))
        .map(([, message]) => message);
      setServerErrors(known);
      const general = Object.keys(fields).length === 0 ? [errorSentence(error)] : other;
      feedback.fail(general);
    } finally {
      setPending(false);
    }
  };

  return (
    <form
      noValidate
      // Sent by the browser itself before the page's script runs (search/sent-search.ts).
      action="/availability"
      method="get"
      onSubmit={onSubmit}
      onFocus={() => {
        analytics.onFocus();
        void loadCheck();
        void loadSearch();
      }}
    >
      {/* Never hydrated with the page: the home page's copy is an island, the availability editor opens on demand. */}
      <FormBody ready className="space-y-6">
        <ErrorSummary
          items={messageSummary(errors, tripFormFields, feedback.general)}
          focusKey={feedback.focusKey}
        />
        <RadioGroupField
          registration={field('rentalType').registration}
          value={values.rentalType}
          legend={copy.rentalType.legend}
          error={errors.rentalType}
          options={[
            { value: 'daily', label: copy.rentalType.daily, description: copy.rentalType.dailyDescription },
            {
              value: 'monthly',
              label: copy.rentalType.monthly,
              description: copy.rentalType.monthlyDescription,
            },
          ]}
        />
        <div className="space-y-3">
          <SelectField
            {...field('pickupLocationId')}
            label={copy.location.label}
            placeholder={copy.location.placeholder}
            options={locations.map((l) => ({ value: l.id, label: l.name }))}
          />
          {location ? <LocationDetails location={location} /> : null}
        </div>
        <DateTimeFields
          field={field}
          rentalType={values.rentalType}
          zone={zone}
          pickupDate={values.pickupDate}
          timesHint={copy.timesHint(timezoneLabel(zone))}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <TextField
            {...field('renterAge')}
            label={copy.renterAge.label}
            hint={copy.renterAge.hint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
          />
          <TextField
            {...field('passengers')}
            label={copy.passengers.label}
            hint={copy.passengers.hint}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            optional
          />
          <SelectField {...field('vehicleType')} label={copy.vehicleType.label} options={typeOptions} />
          <SelectField
            {...field('rentalPurpose')}
            label={copy.purpose.label}
            placeholder={copy.purpose.placeholder}
            options={purposeOptions}
            optional
          />
        </div>
        <SubmitButton pending={pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </FormBody>
    </form>
  );
}
