import type { CounterDriver } from '@convoy/domain/contracts/counter.schema';
import { counterCopy } from '../counter-copy';

const copy = counterCopy.today;

/** The pre-arrival steps a driver has not done, in the words of the counter (decision 024). */
export function stepsMissing(state: CounterDriver['preArrival']): string[] {
  const done = { ...state, safetyAcknowledged: state.safetyAcknowledged !== false };
  return (Object.keys(copy.steps) as (keyof typeof copy.steps)[])
    .filter((step) => !done[step])
    .map((step) => copy.steps[step]);
}

/**
 * Where a driver stands before pickup, in words (the colour only repeats
 * them): ready, or their state and what they still have to do.
 */
export function DriverState({ driver }: { driver: CounterDriver }) {
  const { status } = driver.preArrival;
  const missing = status === 'ready' ? [] : stepsMissing(driver.preArrival);
  return (
    <span className={status === 'ready' ? 'text-emerald-800' : 'text-amber-900'}>
      <span className="font-semibold">
        {status === 'ready' ? <span aria-hidden="true">✓ </span> : null}
        {copy.driverState[status]}
      </span>
      {missing.length > 0 ? <span className="block">{copy.stillMissing(missing)}</span> : null}
    </span>
  );
}

/** Each named driver of a pickup with their state: what the Today list shows under the checklist. */
export function TodayDrivers({ drivers }: { drivers: readonly CounterDriver[] }) {
  if (drivers.length === 0) return <p className="mt-2 text-slate-700">{copy.noDrivers}</p>;
  return (
    <div className="mt-2 min-w-56">
      <p className="font-semibold text-slate-900">{copy.drivers}</p>
      <ul className="space-y-1">
        {drivers.map((d) => (
          <li key={d.id}>
            <span className="block text-slate-900">{`${d.name} · ${d.vehicleName}`}</span>
            <DriverState driver={d} />
          </li>
        ))}
      </ul>
    </div>
  );
}
