import { vehicleCategories, vehicleCategoryLabels } from '@convoy/domain/content/fleet';
import { rentalPurposes } from '@convoy/domain/content/rental-purposes';
import type { UseFormRegister } from 'react-hook-form';
import { CheckboxField } from '../../components/form/checkbox-field';
import { hintClass } from '../../components/form/form-styles';
import { SelectField } from '../../components/form/select-field';
import { TextField } from '../../components/form/text-field';
import { TextareaField } from '../../components/form/textarea-field';
import type { PickupLocation, VehicleClassInfo } from '../../lib/catalog-queries';
import { quoteCopy as copy } from './quote-copy';
import type { QuoteFormValues } from './quote-form-schema';

const typeOptions = [
  { value: 'all', label: copy.vehicleTypeAll() },
  ...vehicleCategories.map((c) => ({ value: c, label: vehicleCategoryLabels[c] })),
];
const purposeOptions = rentalPurposes.map((p) => ({ value: p.id, label: p.label }));
export const legendClass = 'font-bold text-lg text-slate-900';

/** What each part of the quote form binds its fields with. */
export interface QuoteFieldsProps {
  register: UseFormRegister<QuoteFormValues>;
  err: (name: string) => string | undefined;
}

/** The organization account remembered on this device, and whether the quote is asked for it. */
export interface QuoteAccountChoice {
  name: string;
  chosen: boolean;
  choose: (chosen: boolean) => void;
}

/**
 * The group: organisation (the remembered account's, unless the renter asks
 * privately, when this device has one), how many travel, why.
 */
export function GroupFields({
  register,
  err,
  account,
}: QuoteFieldsProps & { account: QuoteAccountChoice | null }) {
  return (
    <fieldset className="grid gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-4`}>{copy.groupLegend()}</legend>
      {account ? (
        <div className="sm:col-span-2">
          <CheckboxField
            registration={{
              name: 'forOrganisationAccount',
              onChange: (event) => account.choose(event.target.checked),
            }}
            checked={account.chosen}
            label={copy.forAccount({ name: account.name })}
          >
            <p className={hintClass}>{copy.forAccountHint()}</p>
          </CheckboxField>
        </div>
      ) : null}
      {account?.chosen ? null : (
        <TextField
          registration={register('organisation')}
          label={copy.organisation()}
          hint={copy.organisationHint()}
          autoComplete="organization"
          error={err('organisation')}
          optional
          className="sm:col-span-2"
        />
      )}
      <TextField
        registration={register('passengers')}
        label={copy.passengers()}
        hint={copy.passengersHint()}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        error={err('passengers')}
      />
      <SelectField
        registration={register('rentalPurpose')}
        label={copy.purpose()}
        placeholder={copy.purposePlaceholder()}
        options={purposeOptions}
        error={err('rentalPurpose')}
        optional
      />
    </fieldset>
  );
}

/** The trip: pickup location, pickup and return dates and times. */
export function TripFields({
  register,
  err,
  locations,
}: QuoteFieldsProps & { locations: readonly PickupLocation[] | undefined }) {
  const dateTime = (name: 'pickup' | 'return') => (
    <>
      <TextField
        registration={register(`${name}Date`)}
        type="date"
        label={copy[`${name}Date`]()}
        error={err(`${name}Date`)}
      />
      <TextField
        registration={register(`${name}Time`)}
        type="time"
        step={900}
        label={copy[`${name}Time`]()}
        error={err(`${name}Time`)}
      />
    </>
  );
  return (
    <fieldset className="grid gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-1`}>{copy.tripLegend()}</legend>
      <p className="text-slate-600 text-sm sm:col-span-2">{copy.timesHint()}</p>
      <SelectField
        registration={register('pickupLocationId')}
        label={copy.location()}
        placeholder={locations ? copy.locationPlaceholder() : copy.locationsLoading()}
        options={(locations ?? []).map((l) => ({ value: l.id, label: l.name }))}
        error={err('pickupLocationId')}
        className="sm:col-span-2"
      />
      {dateTime('pickup')}
      {dateTime('return')}
    </fieldset>
  );
}

/**
 * The vehicles: a type, one class of that type if the group has a preference, and notes.
 * A class that needs a CDL says, beside the choice, that the group brings such a driver
 * (SPEC Part B §14: a CDL with a passenger endorsement for buses of 16 or more seats).
 */
export function VehicleFields({
  register,
  err,
  classes,
  chosen,
}: QuoteFieldsProps & { classes: readonly VehicleClassInfo[]; chosen: VehicleClassInfo | undefined }) {
  return (
    <fieldset className="grid gap-6 sm:grid-cols-2">
      <legend className={`${legendClass} mb-4`}>{copy.vehicleLegend()}</legend>
      <SelectField
        registration={register('vehicleType')}
        label={copy.vehicleType()}
        options={typeOptions}
        error={err('vehicleType')}
      />
      <SelectField
        registration={register('vehicleId')}
        label={copy.vehicle()}
        placeholder={copy.vehiclePlaceholder()}
        options={classes.map((c) => ({ value: c.id, label: c.name }))}
        error={err('vehicleId')}
        optional
      />
      {/* Always in the page, so a screen reader hears the notice when a CDL bus is chosen. */}
      <div role="status" className="empty:hidden sm:col-span-2">
        {chosen?.requiresCdl ? (
          <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
            <p className="font-semibold">{copy.cdlHeading()}</p>
            <p className="mt-1 text-sm">{copy.cdlNotice({ vehicle: chosen.name })}</p>
          </div>
        ) : null}
      </div>
      <TextareaField
        registration={register('notes')}
        label={copy.notes()}
        hint={copy.notesHint()}
        error={err('notes')}
        optional
        className="sm:col-span-2"
      />
    </fieldset>
  );
}
