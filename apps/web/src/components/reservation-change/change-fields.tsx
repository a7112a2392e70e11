import { maxReservationQuantity } from '@convoy/domain/contracts/reservation.schema';
import { useId, useState } from 'react';
import type { UseFormRegister } from 'react-hook-form';
import { CheckRow } from '../form/checkbox-field';
import { FieldMessages } from '../form/field';
import { describedBy, fieldIds } from '../form/field-ids';
import { buttonClass, controlClass, labelClass } from '../form/form-styles';
import { SelectField } from '../form/select-field';
import { TextField } from '../form/text-field';
import { changeCopy as copy } from './change-copy';
import type { ChangeValues } from './change-draft';

type Register = UseFormRegister<ChangeValues>;
type ErrorOf = (name: string) => string | undefined;
/**
 * A select's value as the form holds it, given to the select as its
 * defaultValue too: the DOM then starts on it even where setting the value of
 * a select at registration does not stick (happy-dom, in the unit tests).
 */
type CurrentValue = (
  name: `quantities.${string}` | `extras.${string}` | 'rentalMonths' | 'returnLocationId',
) => string | undefined;

const counts = (max: number, zero: string) =>
  Array.from({ length: max + 1 }, (_, n) => ({ value: String(n), label: n === 0 ? zero : String(n) }));
const monthOptions = Array.from({ length: 12 }, (_, i) => ({
  value: String(i + 1),
  label: copy.monthOption(i + 1),
}));

/** Pickup and return on the phone's own pickers; a monthly rental's return is its number of months. */
export function DateFields({
  register,
  err,
  current,
  monthly,
  returnPlaces,
}: {
  register: Register;
  err: ErrorOf;
  current: CurrentValue;
  monthly: boolean;
  /** The locations it may come back to (decision 028), the pickup location first; none: not changed here. */
  returnPlaces?: readonly { value: string; label: string }[] | undefined;
}) {
  const field = (name: 'pickupDate' | 'pickupTime' | 'returnDate' | 'returnTime') => ({
    registration: register(name),
    error: err(name),
  });
  return (
    <fieldset>
      <legend className="font-bold text-lg text-slate-900">{copy.dates}</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <TextField {...field('pickupDate')} type="date" label={copy.pickupDate} />
        <TextField {...field('pickupTime')} type="time" step={900} label={copy.pickupTime} />
        {monthly ? (
          <SelectField
            registration={register('rentalMonths')}
            error={err('rentalMonths')}
            defaultValue={current('rentalMonths')}
            label={copy.months}
            options={monthOptions}
          />
        ) : (
          <>
            <TextField {...field('returnDate')} type="date" label={copy.returnDate} />
            <TextField {...field('returnTime')} type="time" step={900} label={copy.returnTime} />
          </>
        )}
        {returnPlaces && returnPlaces.length > 1 ? (
          <SelectField
            registration={register('returnLocationId')}
            error={err('returnLocationId')}
            defaultValue={current('returnLocationId')}
            label={copy.returnLocation}
            hint={copy.returnLocationHint}
            options={returnPlaces}
          />
        ) : null}
      </div>
    </fieldset>
  );
}

/**
 * How many of each class (0 removes it), and another class of the fleet to
 * add. The fieldset carries the id the error summary links to for a message
 * about the whole list ("keep at least one vehicle").
 */
export function VehicleFields({
  register,
  err,
  current,
  order,
  names,
  fleet,
  onAdd,
}: {
  register: Register;
  err: ErrorOf;
  current: CurrentValue;
  order: readonly string[];
  names: (vehicleId: string) => string;
  fleet: readonly { id: string; name: string }[];
  onAdd: (vehicleId: string) => void;
}) {
  const addId = useId();
  const [adding, setAdding] = useState('');
  const addable = fleet.filter((v) => !order.includes(v.id));
  const options = counts(maxReservationQuantity, copy.remove);
  const error = err('lines');
  return (
    <fieldset
      id={fieldIds('lines').control}
      tabIndex={-1}
      aria-describedby={describedBy('lines', copy.vehiclesHint, error)}
      className="focus:outline-none"
    >
      <legend className="font-bold text-lg text-slate-900">{copy.vehicles}</legend>
      <FieldMessages name="lines" hint={copy.vehiclesHint} error={error} />
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        {order.map((vehicleId) => (
          <SelectField
            key={vehicleId}
            registration={register(`quantities.${vehicleId}`)}
            error={err(`quantities.${vehicleId}`)}
            defaultValue={current(`quantities.${vehicleId}`)}
            label={names(vehicleId)}
            options={options}
          />
        ))}
      </div>
      {addable.length > 0 ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-xs">
            <label htmlFor={addId} className={labelClass}>
              {copy.addClass}
            </label>
            <select
              id={addId}
              value={adding}
              onChange={(e) => setAdding(e.target.value)}
              className={`mt-1 ${controlClass}`}
            >
              <option value="">{copy.addChoose}</option>
              {addable.map((v) => (
                <option key={v.id} value={v.id}>
                  {v.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className={buttonClass.secondary}
            onClick={() => {
              if (!adding) return;
              onAdd(adding);
              setAdding('');
            }}
          >
            {copy.add}
          </button>
        </div>
      ) : null}
    </fieldset>
  );
}

/** What the renter may add or change beside the vehicles. */
export interface ChangeChoices {
  extras: readonly { id: string; label: string; maxQuantity: number }[];
  protection: readonly { id: string; label: string }[];
}

/** Extras with a count each, protection taken per vehicle or declined with the renter's own cover. */
export function ChoiceFields({
  register,
  err,
  current,
  choices,
  declining,
}: {
  register: Register;
  err: ErrorOf;
  current: CurrentValue;
  choices: ChangeChoices;
  declining: boolean;
}) {
  const protectionError = err('protection');
  const protectionIds = fieldIds('protection');
  return (
    <>
      {choices.extras.length > 0 ? (
        <fieldset>
          <legend className="font-bold text-lg text-slate-900">{copy.extras}</legend>
          <div className="mt-2 grid gap-4 sm:grid-cols-2">
            {choices.extras.map((extra) => (
              <SelectField
                key={extra.id}
                registration={register(`extras.${extra.id}`)}
                error={err(`extras.${extra.id}`)}
                defaultValue={current(`extras.${extra.id}`) ?? '0'}
                label={extra.label}
                options={counts(extra.maxQuantity, '0')}
              />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset aria-describedby={describedBy('protection', copy.protectionHint, protectionError)}>
        <legend className="font-bold text-lg text-slate-900">{copy.protection}</legend>
        <FieldMessages name="protection" hint={copy.protectionHint} error={protectionError} />
        <ul className="mt-2 space-y-2">
          {choices.protection.map((p, i) => (
            <li key={p.id}>
              <CheckRow
                input={{
                  ...register('protection'),
                  value: p.id,
                  // The first box carries the field's id: the error summary links to it.
                  id: i === 0 ? protectionIds.control : `${protectionIds.control}-${p.id}`,
                  className: 'mt-1 size-5 accent-brand-800',
                }}
              >
                <span className="font-medium text-slate-900">{p.label}</span>
              </CheckRow>
            </li>
          ))}
          <li>
            <CheckRow input={{ ...register('declineProtection'), className: 'mt-1 size-5 accent-brand-800' }}>
              <span className="font-medium text-slate-900">{copy.decline}</span>
            </CheckRow>
          </li>
        </ul>
      </fieldset>
      {declining ? <p className="text-slate-700 text-sm">{copy.ownCover}</p> : null}
    </>
  );
}
