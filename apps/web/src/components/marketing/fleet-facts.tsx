import { audiences } from '@convoy/domain/content/audiences';
import { fleetSeed } from '@convoy/domain/content/fleet';
import m from './home.messages';

/** Three headline numbers, computed from the fleet and audience data so they never drift. */
export function FleetFacts() {
  const seats = fleetSeed
    .filter((v) => v.category === 'van' || v.category === 'bus')
    .map((v) => v.passengers);
  const facts = [
    { value: String(fleetSeed.length), label: m.vehicleClasses() },
    { value: `${Math.min(...seats)}–${Math.max(...seats)}`, label: m.seatRange() },
    { value: String(audiences.length), label: m.groupKinds() },
  ];
  return (
    <dl className="grid grid-cols-3 gap-3 lg:w-80 lg:grid-cols-1">
      {facts.map((f) => (
        <div
          key={f.label}
          className="flex flex-col rounded-lg border border-slate-200 bg-white px-4 py-3 shadow-sm lg:px-5 lg:py-4"
        >
          <dt className="text-slate-600 text-sm">{f.label}</dt>
          <dd className="order-first font-bold text-2xl text-brand-800 lg:text-3xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
