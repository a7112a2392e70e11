import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import { lazy, Suspense, useState } from 'react';
import { buttonClass } from '../../../components/form/form-styles';
import { formatDateTime } from '../../../lib/format';
import { draftRoadFacts, roadRows } from '../components/booking-summary';
import { availabilityCopy as copy } from '../copy/availability-copy';
import { searchCopy } from '../copy/search-copy';

// The form (react-hook-form and zod) loads only when the visitor edits the search.
const loadSearchForm = () => import('../search/search-form');
const SearchForm = lazy(loadSearchForm);

/**
 * The search the results answer, and the same form as the start step to change
 * it in place.
 */
export function SearchSummary({
  form,
  zone,
  locationName,
  returnLocationName,
  returnsAt,
  onSearched,
}: {
  form: TripDraft;
  zone: string;
  locationName: string | undefined;
  /** A one-way trip's return location (decision 028); undefined for a round trip. */
  returnLocationName?: string | undefined;
  /** For a monthly rental, the computed return ("YYYY-MM-DD", "HH:mm") once known. */
  returnsAt: { date: string; time: string } | undefined;
  onSearched: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const monthly = form.rentalType === 'monthly';
  const place = returnLocationName
    ? searchCopy.route(locationName ?? form.pickupLocationId, returnLocationName)
    : (locationName ?? form.pickupLocationId);
  const rows: [string, string][] = [
    [returnLocationName ? searchCopy.oneWay.routeLabel : searchCopy.location.label, place],
    [searchCopy.pickupDate, formatDateTime(form.pickupDate, form.pickupTime)],
    monthly
      ? [
          searchCopy.months.label,
          returnsAt
            ? `${copy.monthsRental(form.rentalMonths ?? 1)}: ${formatDateTime(returnsAt.date, returnsAt.time)}`
            : copy.monthsRental(form.rentalMonths ?? 1),
        ]
      : [searchCopy.returnDate, formatDateTime(form.returnDate, form.returnTime)],
    [searchCopy.renterAge.label, String(form.renterAge ?? '')],
    ...(form.passengers
      ? [[searchCopy.passengers.label, copy.people(form.passengers)] as [string, string]]
      : []),
    ...(form.luggage ? [[searchCopy.luggage.label, copy.suitcases(form.luggage)] as [string, string]] : []),
    ...roadRows(draftRoadFacts(form)),
  ];
  // A phone's first screen is for the vehicles: the trip in a line or two, the fields behind the button.
  const brief = [
    place,
    monthly
      ? `${formatDateTime(form.pickupDate, form.pickupTime)}, ${copy.monthsRental(form.rentalMonths ?? 1)}`
      : copy.tripSpan(
          formatDateTime(form.pickupDate, form.pickupTime),
          formatDateTime(form.returnDate, form.returnTime),
        ),
    form.passengers ? copy.people(form.passengers) : null,
    form.luggage ? copy.suitcases(form.luggage) : null,
  ].filter(Boolean);

  return (
    <section
      aria-labelledby="trip-heading"
      className="rounded-lg border border-slate-200 bg-white p-3 sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="trip-heading" className="font-bold text-base text-slate-900 sm:text-lg">
          {copy.searchHeading}
        </h2>
        <button
          type="button"
          aria-expanded={editing}
          aria-controls="search-editor"
          onPointerEnter={() => void loadSearchForm()}
          onFocus={() => void loadSearchForm()}
          onClick={() => setEditing((e) => !e)}
          className={`${buttonClass.secondary} shrink-0 max-sm:min-h-9 max-sm:px-3 max-sm:py-1.5 max-sm:text-sm`}
        >
          {editing ? copy.closeSearch : copy.changeSearch}
        </button>
      </div>
      <p className="mt-1 text-slate-800 text-sm sm:hidden">{brief.join(' · ')}</p>
      <dl className="mt-3 hidden gap-x-6 gap-y-2 text-sm sm:grid sm:grid-cols-2 lg:grid-cols-3">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <div id="search-editor">
        {editing ? (
          <div className="mt-6 border-slate-200 border-t pt-6">
            <Suspense fallback={<p role="status">{copy.loadingForm}</p>}>
              <SearchForm
                initial={form}
                initialZone={zone}
                onSearched={() => {
                  setEditing(false);
                  onSearched();
                }}
              />
            </Suspense>
          </div>
        ) : null}
      </div>
    </section>
  );
}
