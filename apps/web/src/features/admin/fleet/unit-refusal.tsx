import { ApiError } from '../../../lib/api-client';
import { BookingLink } from '../shell/components/money-tables';
import { unitsCopy } from './units-copy';

/**
 * The bookings a refusal names (409 `unit_needed`: retiring or moving the
 * vehicle, or its maintenance, would leave them without one), each a link to
 * the booking. The refusal's sentence itself is in the form's error summary.
 */
export function UnitRefusal({ error }: { error: unknown }) {
  if (!(error instanceof ApiError) || error.reservations.length === 0) return null;
  return (
    <section
      aria-labelledby="unit-refusal-heading"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
    >
      <h4 id="unit-refusal-heading" className="font-bold">
        {unitsCopy.refusal.title}
      </h4>
      <p className="text-sm">{unitsCopy.refusal.lead}</p>
      <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
        {error.reservations.map((code) => (
          <li key={code} className="flex min-h-11 items-center">
            <BookingLink code={code} />
          </li>
        ))}
      </ul>
    </section>
  );
}
