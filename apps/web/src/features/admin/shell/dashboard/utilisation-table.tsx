import type { AdminDashboard } from '@convoy/domain/contracts/admin-dashboard.schema';
import { dashboardCopy } from './dashboard-copy';

const copy = dashboardCopy.utilisation;

/** This week's utilisation per location and vehicle class (decision 041). */
export function UtilisationTable({
  utilisation,
}: {
  utilisation: NonNullable<AdminDashboard['utilisation']>;
}) {
  if (utilisation.rows.length === 0) return <p className="text-slate-600">{copy.none}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="pb-2 text-left text-slate-600">
          {copy.caption(utilisation.weekStart, utilisation.weekEnd)}
        </caption>
        <thead>
          <tr className="border-slate-200 border-b">
            <th scope="col" className="py-2 pr-3 font-semibold text-slate-700">
              {copy.location}
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold text-slate-700">
              {copy.vehicle}
            </th>
            <th scope="col" className="py-2 font-semibold text-slate-700">
              {copy.booked}
            </th>
          </tr>
        </thead>
        <tbody>
          {utilisation.rows.map((row) => (
            <tr key={`${row.locationId}-${row.classId}`} className="border-slate-100 border-b">
              <td className="py-2 pr-3 text-slate-800">{row.locationName}</td>
              <td className="py-2 pr-3 text-slate-800">{row.className}</td>
              <td className="py-2 text-slate-800 tabular-nums">
                <span className="font-semibold">{`${row.percent}%`}</span>{' '}
                <span className="text-slate-600">{copy.of(row.bookedDays, row.availableDays)}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
