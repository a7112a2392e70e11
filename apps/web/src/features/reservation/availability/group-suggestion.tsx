import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { type GroupSizeOption, suggestGroupVehicles } from '@convoy/domain/rules/group-size';
import { buttonClass } from '../../../components/form/form-styles';
import { Link } from '../../../components/link';
import { availabilityCopy } from '../copy/availability-copy';

const copy = availabilityCopy.suggestion;

/**
 * The vehicles that seat the whole group, from what is free for the dates
 * (domain group-size.ts). Classes the renter is too young for are
 * left out; a CDL class is shown with the way to book it: a quote.
 */
export function GroupSuggestion({
  passengers,
  vehicles,
  quoteHref,
  onChoose,
}: {
  passengers: number;
  vehicles: readonly VehicleAvailability[];
  quoteHref: string;
  onChoose: (vehicle: VehicleAvailability, quantity: number) => void;
}) {
  const candidates = vehicles.filter((v) => v.eligible || v.ineligibleCode === 'cdl_required');
  const { best, withoutCdl } = suggestGroupVehicles(passengers, candidates);
  const options = [best, withoutCdl].filter((o): o is GroupSizeOption => o !== undefined);

  return (
    <section aria-labelledby="group-suggestion-heading" className="rounded-lg bg-brand-50 p-4 sm:p-5">
      <h2 id="group-suggestion-heading" className="font-bold text-lg text-slate-900">
        {copy.heading(passengers)}
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
          {options.map((option) => {
            const vehicle = vehicles.find((v) => v.id === option.classId);
            return (
              <li key={option.classId} className="flex flex-wrap items-center gap-x-4 gap-y-2">
                <span className="text-slate-900">
                  <span className="font-semibold">
                    {copy.option(option.count, option.className, option.seats)}
                  </span>
                  {' · '}
                  {copy.perDay(option.dailyCostCents)}
                </span>
                {option.licence === 'cdl' || !vehicle ? (
                  <span className="text-slate-800 text-sm">
                    {copy.cdlNote}{' '}
                    <Link to={quoteHref} className="font-semibold text-brand-800 underline">
                      {copy.quote}
                    </Link>
                  </span>
                ) : (
                  <button
                    type="button"
                    className={buttonClass.secondary}
                    onClick={() => onChoose(vehicle, option.count)}
                  >
                    {copy.choose(option.count, option.className)}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
