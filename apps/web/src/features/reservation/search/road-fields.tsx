import { postalRangesText } from '@convoy/domain/content/location-pages';
import type { LocationReach } from '@convoy/domain/contracts/location.schema';
import { useEffect, useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { labelClass } from '../../../components/form/form-styles';
import { SelectField } from '../../../components/form/select-field';
import { stateOptions } from '../../../components/form/state-options';
import { TextField } from '../../../components/form/text-field';
import { TextareaField } from '../../../components/form/textarea-field';
import { apiRequest } from '../../../lib/api-client';
import { searchCopy } from '../copy/search-copy';
import type { FieldProps } from './date-time-fields';
import { collectsFromDelivery, type RoadField, type RoadFormValues } from './road-form';
import type { RoadBox } from './use-search-form';

const copy = searchCopy.road;

type Way = 'delivery' | 'collection';

/** The location whose drivers go each way: the pickup location delivers, the return location collects. */
export interface Served {
  id: string;
  name: string;
}

/** Each location's delivery areas, read once per visit; a failed read is forgotten, so the next tick asks again. */
const areasByLocation = new Map<string, Promise<LocationReach['deliveryAreas']>>();
function deliveryAreasOf(locationId: string): Promise<LocationReach['deliveryAreas']> {
  let found = areasByLocation.get(locationId);
  if (!found) {
    found = apiRequest<LocationReach>(`/api/locations/${encodeURIComponent(locationId)}/reach`).then(
      (reach) => reach.deliveryAreas,
    );
    found.catch(() => areasByLocation.delete(locationId));
    areasByLocation.set(locationId, found);
  }
  return found;
}

/**
 * Where `by`'s drivers deliver or collect, in a sentence (GET /api/locations/:id/reach, read once a box is
 * ticked): said before the address is sent, so a ZIP code outside it is no surprise after the search.
 * Nothing until it is known (nor when it cannot be read: the search still says so on the field).
 */
function useAreaSentence(way: Way, by: Served | undefined): string | undefined {
  const [found, setFound] = useState<{ id: string; areas: LocationReach['deliveryAreas'] }>();
  const id = by?.id;
  useEffect(() => {
    if (!id) return;
    let current = true;
    deliveryAreasOf(id).then(
      (areas) => {
        if (current) setFound({ id, areas });
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, [id]);
  if (!by || found?.id !== by.id) return undefined;
  const area = copy.area;
  if (found.areas.length === 0)
    return way === 'delivery' ? area.noDelivery(by.name) : area.noCollection(by.name);
  const ranges = postalRangesText(found.areas, area.rangeTo);
  return way === 'delivery' ? area.delivery(by.name, ranges) : area.collection(by.name, ranges);
}

/** A postal address's fields, with the browser's autofill names, under their legend. */
function AddressFields({
  way,
  legend,
  field,
  by,
}: {
  way: Way;
  legend: string;
  field: (name: RoadField) => FieldProps;
  by: Served | undefined;
}) {
  const area = useAreaSentence(way, by);
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
        hint={area}
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

/** "Collect from the same address", saying where the collecting location's drivers go. */
function CollectSameBox({
  registration,
  checked,
  by,
}: {
  registration: { name: string; onChange: (e: { target: { checked: boolean } }) => void };
  checked: boolean;
  by: Served | undefined;
}) {
  const area = useAreaSentence('collection', by);
  return <CheckboxField registration={registration} checked={checked} label={copy.collectSame} hint={area} />;
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
  deliveredBy,
  collectedBy,
}: {
  road: RoadFormValues;
  field: (name: RoadField) => FieldProps;
  setBox: (box: RoadBox, ticked: boolean) => void;
  /** The pickup location, when chosen. */
  deliveredBy: Served | undefined;
  /** The return location (the pickup location on a round trip), when chosen. */
  collectedBy: Served | undefined;
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
          <AddressFields way="delivery" legend={copy.deliveryAddress} field={field} by={deliveredBy} />
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
            <CollectSameBox registration={box('collectSame')} checked={road.collectSame} by={collectedBy} />
          ) : null}
          {collectsFromDelivery(road) ? null : (
            <AddressFields way="collection" legend={copy.collectionAddress} field={field} by={collectedBy} />
          )}
          <Instructions way="collection" field={field} />
        </div>
      ) : null}
    </fieldset>
  );
}
