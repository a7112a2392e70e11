import { vehicleCategories, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import { localizedPath } from '@convoy/domain/content/locale';
import { rentalPurposes } from '@convoy/domain/content/rental-purposes';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { ErrorSummary } from '../../../components/form/error-summary';
import { FormBody } from '../../../components/form/form-body';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField } from '../../../components/form/select-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { TextField } from '../../../components/form/text-field';
import { timezoneLabel } from '../../../lib/format';
import { locale } from '../../../lib/locale';
import { searchCopy as copy } from '../copy/search-copy';
import { DateTimeFields } from './date-time-fields';
import { LocationDetails } from './location-details';
import { RoadFields } from './road-fields';
import { type SearchFormProps, useSearchForm } from './use-search-form';

const typeOptions = [
  { value: 'all', label: copy.vehicleType.all },
  ...vehicleCategories.map((c) => ({ value: c, label: vehicleCategoryLabels[c] })),
];
const purposeOptions = rentalPurposes.map((p) => ({ value: p.id, label: p.label }));
const rentalTypeOptions = [
  { value: 'daily', label: copy.rentalType.daily, description: copy.rentalType.dailyDescription },
  { value: 'monthly', label: copy.rentalType.monthly, description: copy.rentalType.monthlyDescription },
];

/**
 * The trip search (SPEC §3 `form`): the start step, and the search edited in
 * place on availability. The home page's first step, so it is light: plain
 * React state (use-search-form.ts), and the server's schema (zod) loads when
 * the visitor starts filling it in. On submit it checks every field, then asks
 * for availability and moves on only when that answers.
 */
export default function SearchForm(props: SearchFormProps) {
  const search = useSearchForm(props);
  const { values, field, zone, location, returnLocation } = search;

  return (
    <form
      noValidate
      // Sent by the browser itself before the page's script runs (search/sent-search.ts), to the results in
      // the page's own language (the router's basename does not reach a plain HTML form).
      action={localizedPath('/availability', locale)}
      method="get"
      onSubmit={search.onSubmit}
      onFocus={search.onFocus}
    >
      {/* Never hydrated with the page: the home page's copy is an island, the availability editor opens on demand. */}
      <FormBody ready className="space-y-6">
        <ErrorSummary {...search.summary} />
        <RadioGroupField
          registration={field('rentalType').registration}
          value={values.rentalType}
          legend={copy.rentalType.legend}
          error={search.errors.rentalType}
          options={rentalTypeOptions}
        />
        <div className="space-y-3">
          <SelectField
            {...field('pickupLocationId')}
            label={copy.location.label}
            placeholder={copy.location.placeholder}
            options={search.locations.map((l) => ({ value: l.id, label: l.name }))}
          />
          {location ? <LocationDetails location={location} /> : null}
          <CheckboxField
            registration={{ name: 'oneWay', onChange: (e) => search.setOneWay(e.target.checked) }}
            checked={search.oneWay}
            label={copy.oneWay.label}
            hint={copy.oneWay.hint}
          />
          {search.oneWay ? (
            <SelectField
              {...field('returnLocationId')}
              label={copy.oneWay.returnLabel}
              placeholder={copy.oneWay.placeholder}
              options={search.locations
                .filter((l) => l.id !== values.pickupLocationId)
                .map((l) => ({ value: l.id, label: l.name }))}
            />
          ) : null}
          {returnLocation ? <LocationDetails location={returnLocation} /> : null}
        </div>
        <RoadFields
          road={search.road}
          field={search.roadField}
          setBox={search.setRoadBox}
          deliveredBy={location}
          collectedBy={search.oneWay ? returnLocation : location}
        />
        <DateTimeFields
          field={field}
          rentalType={values.rentalType}
          zone={zone}
          pickupDate={values.pickupDate}
          timesHint={
            returnLocation && returnLocation.timezone !== zone
              ? `${copy.timesHint(timezoneLabel(zone))} ${copy.oneWay.returnTimesHint(timezoneLabel(returnLocation.timezone))}`
              : copy.timesHint(timezoneLabel(zone))
          }
        />
        <div className="grid gap-6 sm:grid-cols-2">
          {(['renterAge', 'passengers', 'luggage'] as const).map((name) => (
            <TextField
              key={name}
              {...field(name)}
              label={copy[name].label}
              hint={copy[name].hint}
              inputMode="numeric"
              autoComplete="off"
              maxLength={3}
              optional={name !== 'renterAge'}
            />
          ))}
          <SelectField {...field('vehicleType')} label={copy.vehicleType.label} options={typeOptions} />
          <SelectField
            {...field('rentalPurpose')}
            label={copy.purpose.label}
            placeholder={copy.purpose.placeholder}
            options={purposeOptions}
            optional
          />
        </div>
        <SubmitButton pending={search.pending} pendingLabel={copy.pending}>
          {copy.submit}
        </SubmitButton>
      </FormBody>
    </form>
  );
}
