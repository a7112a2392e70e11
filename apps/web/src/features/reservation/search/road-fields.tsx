import { CheckboxField } from '../../../components/form/checkbox-field';
import { labelClass } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/select-field';
import { stateOptions } from '../../../components/form/state-options';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { searchCopy } from '../copy/search-copy';
import type { FieldProps } from './date-time-fields';
import { collectsFromDelivery, type RoadField, type RoadFormValues } from './road-form';
import type { RoadBox } from './use-search-form';

const copy = searchCopy.road;

type Way = 'delivery' | 'collection';

/** A postal address's fields, with the browser's autofill names, under their legend. */
function AddressFields({
  way,
  legend,
  field,
}: {
  way: Way;
  legend: string;
  field: (name: RoadField) => FieldProps;
}) {
  // Each way its own autofill section, so a browser does not pour one address into both.
  const fill = (token: string) => `section-${way} shipping ${token}`;
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={`${labelClass} mb-2`}>{legend}</legend>
      <TextField
        {...field(`${way}.address.line1`)}
        label={copy.line1}
        autoComplete={fill('address-line1')}
        className="sm:col-span-2"
      />
      <TextField
        {...field(`${way}.address.line2`)}
        label={copy.line2}
        autoComplete={fill('address-line2')}
        optional
        className="sm:col-span-2"
      />
      <TextField {...field(`${way}.address.city`)} label={copy.city} autoComplete={fill('address-level2')} />
      <SelectField
        {...field(`${way}.address.region`)}
        label={copy.region}
        placeholder={copy.regionPlaceholder}
        options={stateOptions}
        autoComplete={fill('address-level1')}
      />
      <TextField
        {...field(`${way}.address.postalCode`)}
        label={copy.postalCode}
        autoComplete={fill('postal-code')}
        inputMode="numeric"
        maxLength={10}
      />
    </fieldset>
  );
}

function Instructions({ way, field }: { way: Way; field: (name: RoadField) => FieldProps }) {
  return (
    <TextareaField
      {...field(`${way}.instructions`)}
      label={copy.instructions}
      hint={copy.instructionsHint}
      optional
      rows={2}
      maxLength={500}
    />
  );
}

/**
 * The search's delivery and collection (decision 030): a box for each, the
 * address revealed by it; the collection is from the delivery's address unless
 * "Collect from the same address" is unticked. The address is personal data:
 * the flow keeps it in the tab's session and sends it in request bodies only.
 */
export function RoadFields({
  road,
  field,
  setBox,
}: {
  road: RoadFormValues;
  field: (name: RoadField) => FieldProps;
  setBox: (box: RoadBox, ticked: boolean) => void;
}) {
  const box = (name: RoadBox) => ({
    name,
    onChange: (e: { target: { checked: boolean } }) => setBox(name, e.target.checked),
  });
  return (
    <fieldset className="space-y-3">
      <legend className={labelClass}>{copy.legend}</legend>
      <p className="text-slate-600 text-sm">{copy.hint}</p>
      <CheckboxField
        registration={box('deliver')}
        checked={road.deliver}
        label={copy.deliver}
        hint={copy.deliverHint}
      />
      {road.deliver ? (
        <div className="space-y-4 border-slate-200 border-l-4 pl-4">
          <AddressFields way="delivery" legend={copy.deliveryAddress} field={field} />
          <Instructions way="delivery" field={field} />
        </div>
      ) : null}
      <CheckboxField
        registration={box('collect')}
        checked={road.collect}
        label={copy.collect}
        hint={copy.collectHint}
      />
      {road.collect ? (
        <div className="space-y-4 border-slate-200 border-l-4 pl-4">
          {road.deliver ? (
            <CheckboxField
              registration={box('collectSame')}
              checked={road.collectSame}
              label={copy.collectSame}
            />
          ) : null}
          {collectsFromDelivery(road) ? null : (
            <AddressFields way="collection" legend={copy.collectionAddress} field={field} />
          )}
          <Instructions way="collection" field={field} />
        </div>
      ) : null}
    </fieldset>
  );
}
