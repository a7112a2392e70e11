import type { VehicleClass } from '@convoy/domain/content/fleet';
import { fleetTableLabels } from '@convoy/domain/content/fleet-table-labels';
import { formatUsd } from '@convoy/domain/content/rental-policy';
import { Link } from '../../../components/link';
import { availabilityHref } from '../../../lib/flow-links';
import m from '../long-term-vehicles.messages';

/** Every class with its monthly rate first (the live fleet data), and a way to start a monthly booking. */
export function MonthlyRatesTable({ fleet, caption }: { fleet: readonly VehicleClass[]; caption: string }) {
  return (
    // `relative`: the sr-only words (absolutely positioned) are then held, and clipped, by the scrolling box;
    // without it they sat where the wide table put them and widened the page on a phone.
    <div className="relative overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full border-collapse text-left">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50">
          <tr>
            {[
              fleetTableLabels.vehicle,
              m.perMonth(),
              m.perWeek(),
              m.perDay(),
              fleetTableLabels.seats,
              fleetTableLabels.license,
              '',
            ].map((label, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed header row.
              <th key={index} scope="col" className="px-4 py-3 font-semibold text-slate-900 text-sm">
                {label === '' ? <span className="sr-only">{m.book()}</span> : label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {fleet.map((vehicle) => (
            <tr key={vehicle.id} className="border-slate-200 border-t">
              <th scope="row" className="px-4 py-3 font-normal">
                <Link
                  to={`/${vehicle.id}`}
                  className="font-semibold text-brand-800 underline-offset-2 hover:underline"
                >
                  {vehicle.name}
                </Link>
              </th>
              <td className="px-4 py-3 font-bold text-slate-900">{formatUsd(vehicle.monthlyRateCents)}</td>
              <td className="px-4 py-3 text-slate-700">{formatUsd(vehicle.weeklyRateCents)}</td>
              <td className="px-4 py-3 text-slate-700">{formatUsd(vehicle.dailyRateCents)}</td>
              <td className="px-4 py-3 text-slate-700">{vehicle.passengers}</td>
              <td className="px-4 py-3 text-slate-700">
                {vehicle.requiresCdl ? fleetTableLabels.cdl : fleetTableLabels.regular}
              </td>
              <td className="px-4 py-3">
                <Link
                  to={availabilityHref({ vehicleType: vehicle.category, rentalType: 'monthly' })}
                  className="whitespace-nowrap text-brand-800 text-sm underline underline-offset-2"
                >
                  {m.bookMonthly()}
                  <span className="sr-only">: {vehicle.name}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
