import type { VehicleClass } from '@convoy/domain/content/fleet';
import { groupSizeAdvisorLabels as labels } from '@convoy/domain/content/group-size-advisor';
import { countFromText } from '@convoy/domain/contracts/trip';
import { convoyName } from '@convoy/domain/rules/convoy-suggestion';
import { adviseGroup, carrierOf, type GroupAdvice } from '@convoy/domain/rules/group-size-advice';
import { useId } from 'react';
import { useSharedCount } from '../../lib/flow/use-shared-count';
import { availabilityHref, quoteHref } from '../../lib/flow-links';
import { classById, useLiveFleet } from '../../lib/live-fleet';
import { ButtonLink } from '../button-link';
import { Link } from '../link';
import m from './advisor.messages';

/** A labelled count the advisor answers as it is typed. */
function CountField({
  id,
  label,
  value,
  onChange,
  controls,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The results it updates. */
  controls: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="block font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-controls={controls}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-lg text-slate-900"
      />
    </div>
  );
}

/**
 * People and suitcases in, the convoys that carry them out (domain
 * group-size-advice.ts), each leading to the search form with its choice in it.
 * The two counts are the search's own (lib/flow/use-shared-count.ts): one
 * question per visit, whichever form it is answered in. Text inputs with a
 * numeric keyboard, as the search form's (no spinner to nudge a group size by
 * one, and a caret that survives the advisor going live: components/island.tsx).
 */
export function GroupSizeAdvisor() {
  const fleet = useLiveFleet();
  const [passengers, setPassengers] = useSharedCount('passengers');
  const [luggage, setLuggage] = useSharedCount('luggage');
  const ids = { passengers: useId(), luggage: useId(), results: useId() };
  const people = countFromText(passengers);
  const bags = luggage.trim() === '' ? 0 : countFromText(luggage);
  const advice =
    people === null || bags === null ? [] : adviseGroup({ passengers: people, luggage: bags }, fleet);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={(event) => event.preventDefault()}>
        <CountField
          id={ids.passengers}
          label={labels.passengers}
          value={passengers}
          onChange={setPassengers}
          controls={ids.results}
        />
        <CountField
          id={ids.luggage}
          label={labels.luggage}
          value={luggage}
          onChange={setLuggage}
          controls={ids.results}
        />
      </form>
      <div id={ids.results} aria-live="polite" className="mt-6">
        {advice.length === 0 || people === null || bags === null ? (
          <p className="text-slate-700">
            {passengers.trim() === '' ? labels.empty : bags === null ? labels.luggageInvalid : labels.none}
          </p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-3">
            {advice.map((item) => (
              <AdvisorCard key={item.kind} advice={item} fleet={fleet} passengers={people} luggage={bags} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function AdvisorCard({
  advice: { kind, option },
  fleet,
  passengers,
  luggage,
}: {
  advice: GroupAdvice;
  fleet: readonly VehicleClass[];
  passengers: number;
  luggage: number;
}) {
  const carrier = classById(fleet, carrierOf(option));
  const name = convoyName(option.lines);
  const prefill = {
    vehicleType: carrier?.category,
    passengers,
    luggage,
    convoy: option.lines.map(({ classId, count }) => ({ classId, count })),
  };
  const cdl = option.licence === 'cdl';
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4">
      <p className="font-semibold text-brand-700 text-sm">{labels[kind]}</p>
      <p className="mt-1 font-bold text-lg text-slate-900">{name}</p>
      <p className="mt-1 text-slate-900 text-sm">{labels.fits(passengers, luggage)}</p>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm">
        <li>{labels.seats(option.seats)}</li>
        <li>{labels.room(option.luggage)}</li>
        <li>{labels.licence(cdl, option.minAge)}</li>
        <li>{labels.perDay(option.dailyCostCents)}</li>
      </ul>
      <div className="mt-auto flex flex-wrap items-center gap-x-4 gap-y-2 pt-4 text-sm">
        <ButtonLink to={cdl ? quoteHref(prefill) : availabilityHref(prefill)} variant="secondary">
          {cdl ? labels.quote : labels.book}
          <span className="sr-only"> {m.forName({ name })}</span>
        </ButtonLink>
        {carrier ? (
          <Link
            to={`/${carrier.id}`}
            className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2"
          >
            {labels.details}
            <span className="sr-only">: {carrier.name}</span>
          </Link>
        ) : null}
      </div>
    </li>
  );
}

export default GroupSizeAdvisor;
