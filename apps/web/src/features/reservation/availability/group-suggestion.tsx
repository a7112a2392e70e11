import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { type ConvoyOption, convoyName, suggestConvoy } from '@convoy/domain/rules/convoy-suggestion';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import type { SelectedVehicle } from '../../../lib/flow/flow-state';
import { availabilityCopy } from '../copy/availability-copy';
import { isBookable } from './arrange-vehicles';
import { convoyFromLines } from './convoy';

const copy = availabilityCopy.suggestion;

/**
 * The convoy that seats the whole group and carries its suitcases, from what is
 * free for the dates (domain convoy-suggestion.ts): one class, or passenger
 * vehicles and a cargo van for the luggage. Classes the renter is too young for
 * are left out. One button books the whole suggestion; a convoy the site cannot
 * book (a CDL class the API refuses online) is shown with the way to book it: a quote.
 */
export function GroupSuggestion({
  passengers,
  luggage,
  vehicles,
  quoteHref,
  onBook,
}: {
  passengers: number;
  luggage: number | null;
  vehicles: readonly VehicleAvailability[];
  quoteHref: string;
  onBook: (convoy: SelectedVehicle[]) => void;
}) {
  const candidates = vehicles.filter((v) => v.eligible || v.ineligibleCode === 'cdl_required');
  const { best, withoutCdl } = suggestConvoy({ passengers, luggage }, candidates);
  const options = [best, withoutCdl].filter((o): o is ConvoyOption => o !== undefined);

  return (
    <section aria-labelledby="group-suggestion-heading" className="rounded-lg bg-brand-50 p-3 sm:p-5">
      <h2 id="group-suggestion-heading" className="font-bold text-base text-slate-900 sm:text-lg">
        {copy.heading(passengers, luggage)}
      </h2>
      {options.length === 0 ? (
        <p className="mt-2 text-slate-800">
          {copy.none}{' '}
          <Link to={quoteHref} className="font-semibold text-brand-800 underline">
            {copy.quote}
          </Link>
        </p>
      ) : (
        <ul className="mt-2 space-y-3">
          {options.map((option) => (
            <SuggestedConvoy
              key={option.lines.map((l) => l.classId).join('+')}
              option={option}
              luggage={luggage}
              vehicles={vehicles}
              quoteHref={quoteHref}
              onBook={onBook}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function SuggestedConvoy({
  option,
  luggage,
  vehicles,
  quoteHref,
  onBook,
}: {
  option: ConvoyOption;
  luggage: number | null;
  vehicles: readonly VehicleAvailability[];
  quoteHref: string;
  onBook: (convoy: SelectedVehicle[]) => void;
}) {
  const name = convoyName(option.lines);
  const convoy = convoyFromLines(option.lines, vehicles);
  const bookable = convoy?.every(isBookable) ? convoy : null;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <span className="text-slate-900">
        <span className="font-semibold">{name}</span>{' '}
        {copy.capacity(option.seats, luggage ? option.luggage : null)}
        {' · '}
        {copy.perDay(option.dailyCostCents)}
      </span>
      {option.licence === 'cdl' ? (
        <span className="text-slate-800 text-sm">
          {bookable ? copy.cdlBookable : copy.cdlNote}{' '}
          {bookable ? null : (
            <Link to={quoteHref} className="font-semibold text-brand-800 underline">
              {copy.quote}
            </Link>
          )}
        </span>
      ) : null}
      {bookable ? (
        <button
          type="button"
          className={`${buttonClass.secondary} max-sm:min-h-9 max-sm:py-1.5 max-sm:text-sm`}
          onClick={() => onBook(bookable)}
        >
          {copy.choose(name)}
        </button>
      ) : option.licence === 'cdl' ? null : (
        <Link to={quoteHref} className="font-semibold text-brand-800 text-sm underline">
          {copy.quote}
        </Link>
      )}
    </li>
  );
}
