import { licenceClasses, licenceClassLabels } from '@convoy/domain/contracts/driver';
import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { RadioGroupField } from '../../../components/form/radio-group-field';
import { SelectField, type SelectOption } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { type DriverWay, driverWays, type FlowDriver } from '../../../lib/flow/flow-state';
import { driversCopy } from '../copy/drivers-copy';
import { type DriverFieldName, driverField } from './driver-input';

const copy = driversCopy.fields;
const classOptions = licenceClasses.map((c) => ({ value: c, label: licenceClassLabels[c] }));

const wayOptions = driverWays.map((w) => ({ value: w, label: copy.ways[w] }));

type TextFieldName = Exclude<DriverFieldName, 'vehicleId' | 'way' | 'licenceClass' | 'passengerEndorsement'>;
type TextFieldSpec = { field: TextFieldName; optional?: true } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'name'
>;
const nameField: TextFieldSpec = { field: 'name', maxLength: 120 };
/** An invited driver's fields: where their link goes (decision 024). */
const inviteFields: readonly TextFieldSpec[] = [
  { field: 'email', type: 'email', maxLength: 254, spellCheck: false },
  { field: 'phone', type: 'tel', maxLength: 32, optional: true },
];
/** The typed fields of a licence given now, in the order shown, with what each input needs (none is for the browser's autofill). */
const licenceFields: readonly TextFieldSpec[] = [
  { field: 'dateOfBirth', type: 'date' },
  { field: 'licenceCountry', autoCapitalize: 'characters', maxLength: 2 },
  { field: 'licenceState', autoCapitalize: 'characters', maxLength: 3, optional: true },
  { field: 'licenceNumber', autoCapitalize: 'characters', spellCheck: false, maxLength: 20 },
  { field: 'licenceExpiry', type: 'date' },
  { field: 'yearsLicensed', inputMode: 'numeric', maxLength: 2 },
];
const hints: Partial<Record<TextFieldName, string>> = {
  name: copy.nameHint,
  email: copy.emailHint,
  phone: copy.phoneHint,
  licenceCountry: copy.licenceCountryHint,
  licenceState: copy.licenceStateHint,
  licenceNumber: copy.licenceNumberHint,
  yearsLicensed: copy.yearsLicensedHint,
};

/**
 * One driver's fields, kept in the caller's state: first how the licence is
 * given (invited by e-mail: name, e-mail and an optional mobile number; or
 * typed in now), then for a licence typed in its name, date of birth,
 * licence country, state, number, expiry and years licensed, and for a
 * vehicle that needs a CDL the licence class and passenger endorsement
 * (followVehicle in driver-entries.ts); for an additional driver also the
 * vehicle they drive. Each
 * field is named `<prefix>.<index>.<field>` so an error (the API's or the
 * schema's) sits beside it, tied by aria-describedby and marked aria-invalid.
 * The licence number is not offered to the browser's autofill.
 */
export function DriverFields({
  driver,
  prefix,
  index,
  errors,
  vehicles,
  vehicle,
  requiresCdl,
  onChange,
  onVehicle,
}: {
  driver: FlowDriver;
  prefix: string;
  index: number;
  errors: Readonly<Record<string, string>>;
  /** The vehicles an additional driver may drive; absent for a vehicle's own driver. */
  vehicles?: readonly SelectOption[] | undefined;
  /** Which option of `vehicles` is chosen (the driver's class when absent). */
  vehicle?: string | undefined;
  /** Whether the vehicle needs a CDL: only then are the licence class and the P endorsement asked. */
  requiresCdl: boolean;
  onChange: (patch: Partial<FlowDriver>) => void;
  /** The driver chose another vehicle from `vehicles` (else the choice is a plain change of `vehicleId`). */
  onVehicle?: ((value: string) => void) | undefined;
}) {
  const name = (field: DriverFieldName) => driverField(prefix, index, field);
  // A message about them (the server's rules may ask more than the fleet says) shows them anyway.
  const invite = driver.way === 'invite';
  const askCdl =
    !invite &&
    (requiresCdl ||
      errors[name('licenceClass')] !== undefined ||
      errors[name('passengerEndorsement')] !== undefined);
  const binding = (field: DriverFieldName) => ({
    name: name(field),
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ [field]: e.target.value } as Partial<FlowDriver>),
  });

  const textInput = ({ field, optional, ...input }: TextFieldSpec) => (
    <TextField
      key={field}
      {...input}
      registration={binding(field)}
      value={driver[field] ?? ''}
      error={errors[name(field)]}
      label={copy[field]}
      hint={hints[field]}
      autoComplete="off"
      {...(optional ? { optional } : {})}
    />
  );

  return (
    // clear-left: under a floated legend (a fieldset's, for its full width) the grid would sit
    // beside it, pushed out of the card, and a phone's page would widen to hold it.
    <div className="clear-left grid min-w-0 gap-4 sm:grid-cols-2">
      {vehicles ? (
        <SelectField
          registration={{
            name: name('vehicleId'),
            onChange: (e: ChangeEvent<HTMLSelectElement>) =>
              onVehicle ? onVehicle(e.target.value) : onChange({ vehicleId: e.target.value }),
          }}
          value={vehicle ?? driver.vehicleId}
          error={errors[name('vehicleId')]}
          label={copy.vehicleId}
          options={vehicles}
          className="sm:col-span-2"
        />
      ) : null}
      {textInput(nameField)}
      <div className="sm:col-span-2">
        <RadioGroupField
          registration={{
            name: name('way'),
            onChange: (e: ChangeEvent<HTMLInputElement>) => onChange({ way: e.target.value as DriverWay }),
          }}
          value={driver.way ?? 'licence'}
          legend={copy.way}
          options={wayOptions}
          error={errors[name('way')]}
        />
      </div>
      {(invite ? inviteFields : licenceFields).map(textInput)}
      {askCdl ? (
        <>
          <SelectField
            registration={binding('licenceClass')}
            value={driver.licenceClass}
            error={errors[name('licenceClass')]}
            label={copy.licenceClass}
            options={classOptions}
            placeholder={copy.chooseClass}
          />
          <div className="sm:col-span-2">
            <CheckboxField
              registration={{
                name: name('passengerEndorsement'),
                onChange: (e: ChangeEvent<HTMLInputElement>) =>
                  onChange({ passengerEndorsement: e.target.checked }),
              }}
              checked={driver.passengerEndorsement}
              label={copy.passengerEndorsement}
              error={errors[name('passengerEndorsement')]}
            />
          </div>
        </>
      ) : null}
    </div>
  );
}
