import type { VehicleClass } from '@convoy/domain/content/fleet';
import { groupSizeLabels as labels } from '@convoy/domain/content/page-labels';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { type GroupSizeOption, groupSizeOptions } from '@convoy/domain/rules/group-size';
import { useId, useState } from 'react';
import { availabilityHref, quoteHref } from '../../lib/flow-links';
import { useLiveFleet } from '../../lib/live-fleet';
import { Link } from '../link';

const maxGroup = 150;

export interface AdvisorResult {
  kind: 'best' | 'withoutCdl' | 'alternative';
  option: GroupSizeOption;
  vehicle: VehicleClass;
  luggageFits: boolean;
}

/**
 * The advice for a group: the best option (fewest vehicles, then cheapest), the
 * best one without a CDL when the best needs one (40 people: one 44 passenger
 * bus, or three 15 passenger vans), and one more that fits. Options whose
 * luggage room is too small for the suitcases given go after those that fit.
 */
export function advise(passengers: number, luggage: number, fleet: readonly VehicleClass[]): AdvisorResult[] {
  if (!Number.isInteger(passengers) || passengers < 1 || passengers > maxGroup) return [];
  const byId = new Map(fleet.map((v) => [v.id, v]));
  const all = groupSizeOptions(passengers, fleet).map((option) => {
    const vehicle = byId.get(option.classId)!;
    return { option, vehicle, luggageFits: option.count * vehicle.luggage >= luggage };
  });
  const ranked = [...all.filter((r) => r.luggageFits), ...all.filter((r) => !r.luggageFits)];
  const best = ranked[0];
  if (!best) return [];
  const results: AdvisorResult[] = [{ ...best, kind: 'best' }];
  if (best.option.licence === 'cdl') {
    const standard = ranked.find((r) => r.option.licence === 'standard');
    if (standard) results.push({ ...standard, kind: 'withoutCdl' });
  }
  const shown = new Set(results.map((r) => r.option.classId));
  const next = ranked.find((r) => !shown.has(r.option.classId));
  if (next) results.push({ ...next, kind: 'alternative' });
  return results;
}

const heading = { best: labels.best, withoutCdl: labels.withoutCdl, alternative: labels.alternative };

function parseCount(text: string): number {
  return /^\d{1,4}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
}

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
        maxLength={4}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-controls={controls}
        className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2 text-lg text-slate-900"
      />
    </div>
  );
}

/**
 * Passengers (and suitcases) in, fitting vehicles out, each linking into the flow.
 * Text inputs with a numeric keyboard, as the search form's (no spinner to nudge a group size
 * by one, and a caret that survives the advisor going live: components/island.tsx).
 */
export function GroupSizeAdvisor({ initialPassengers = 12 }: { initialPassengers?: number }) {
  const fleet = useLiveFleet();
  const [passengers, setPassengers] = useState(String(initialPassengers));
  const [luggage, setLuggage] = useState('');
  const ids = { passengers: useId(), luggage: useId(), results: useId() };
  const people = parseCount(passengers);
  const bags = luggage.trim() === '' ? 0 : parseCount(luggage);
  const results = Number.isNaN(bags) ? [] : advise(people, bags, fleet);

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
        {results.length === 0 ? (
          <p className="text-slate-700">{labels.none}</p>
        ) : (
          <ul className="grid gap-4 lg:grid-cols-3">
            {results.map((result) => (
              <AdvisorCard key={result.kind} result={result} passengers={people} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function AdvisorCard({ result, passengers }: { result: AdvisorResult; passengers: number }) {
  const { option, vehicle } = result;
  const prefill = { vehicleType: vehicle.category, passengers };
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4">
      <p className="font-semibold text-brand-700 text-sm">{heading[result.kind]}</p>
      <p className="mt-1 font-bold text-lg text-slate-900">
        {option.count} × {option.className}
      </p>
      <ul className="mt-2 space-y-1 text-slate-700 text-sm">
        <li>{option.seats} seats in all</li>
        <li>
          {option.licence === 'cdl'
            ? 'Each driver needs a CDL with a passenger endorsement'
            : 'Regular driver’s license, no CDL'}
          , {option.minAge}+
        </li>
        <li>From {formatUsd(option.dailyCostCents)} a day in all</li>
      </ul>
      {result.luggageFits ? null : <p className="mt-2 text-amber-900 text-sm">{labels.luggageShort}</p>}
      <div className="mt-auto flex flex-wrap gap-x-4 gap-y-2 pt-4 text-sm">
        <Link
          to={option.licence === 'cdl' ? quoteHref(prefill) : availabilityHref(prefill)}
          className="font-semibold text-brand-800 underline underline-offset-2"
        >
          {option.licence === 'cdl' ? labels.quote : labels.book}
          <span className="sr-only">
            {' '}
            for {option.count} × {option.className}
          </span>
        </Link>
        <Link to={`/${vehicle.id}`} className="text-brand-800 underline underline-offset-2">
          {labels.details}
          <span className="sr-only">: {option.className}</span>
        </Link>
      </div>
    </li>
  );
}

export default GroupSizeAdvisor;
