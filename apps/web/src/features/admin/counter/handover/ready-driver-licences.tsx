import type { Handover } from '@convoy/domain/contracts/counter.schema';
import { CheckboxField } from '../../../../components/form/checkbox-field';
import type { FieldBinding } from '../../../../components/form/field-binding';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.handover.readyDrivers;
type ReadyDriver = Handover['drivers'][number];

/**
 * The drivers ready before pickup (decision 027), each with the licence photos
 * they sent beside one box to tick: the agent still sees the licence in
 * person, and compares it with the photos.
 */
export function ReadyDriverLicences({
  drivers,
  field,
}: {
  drivers: readonly ReadyDriver[];
  field: (driverId: string) => { registration: FieldBinding; error: string | undefined };
}) {
  return (
    <div className="space-y-4">
      <div>
        <h4 className="font-semibold text-slate-900">{copy.title}</h4>
        <p className="text-slate-700 text-sm">{copy.lead}</p>
      </div>
      {drivers.map((d) => (
        <fieldset key={d.id} className="rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{`${d.name} · ${d.vehicleName}`}</legend>
          {d.licencePhotos ? (
            <div className="mt-2 flex flex-wrap gap-3">
              {(['front', 'back'] as const).map((side) => (
                <a key={side} href={d.licencePhotos?.[side]} target="_blank" rel="noopener">
                  <img
                    src={d.licencePhotos?.[side]}
                    alt={copy.photo(d.name, side)}
                    width={240}
                    height={150}
                    className="h-[150px] w-[240px] rounded border border-slate-300 bg-slate-100 object-contain"
                  />
                </a>
              ))}
            </div>
          ) : (
            <p className="text-slate-700 text-sm">{copy.noPhotos}</p>
          )}
          <CheckboxField
            {...field(d.id)}
            label={
              <>
                {copy.seen}
                <span className="sr-only">{` (${d.name})`}</span>
              </>
            }
          />
        </fieldset>
      ))}
    </div>
  );
}
