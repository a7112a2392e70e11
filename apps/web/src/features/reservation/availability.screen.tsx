import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { availabilityRequest, oneWayReturn } from '@convoy/domain/contracts/trip-draft';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { QueryProblem } from '../../components/feedback/query-problem';
import { useLocations } from '../../lib/catalog-queries';
import type { SelectedVehicle } from '../../lib/flow/flow-state';
import { paramsFromForm } from '../../lib/flow/url-prefill';
import { flowStore, useFlow } from '../../lib/flow/use-flow';
import type { ScreenProps } from '../../lib/route-handle';
import { availabilityQuery } from './api/queries';
import { withLine } from './availability/convoy';
import { ConvoySummary } from './availability/convoy-summary';
import { GroupSuggestion } from './availability/group-suggestion';
import { ResultsList, ResultsPlaceholder } from './availability/results-list';
import { SearchSummary } from './availability/search-summary';
import type { ConvoyActions } from './availability/vehicle-card';
import { FlowLayout } from './components/flow-layout';
import { availabilityCopy as copy } from './copy/availability-copy';
import { chooseVehicles } from './flow-actions';
import { commerceContext, flowEvents } from './flow-events';
import { quantityBreakdown } from './pricing-view';
import { useSentSearch } from './search/sent-search';

/** What confirm passes back after losing the last units (HTTP 409): the classes someone else took. */
export interface ConflictState {
  conflict?: { vehicleName: string; vehicleIds?: string[] };
}

/** Whether a 409 took `line`'s class (every class when it named none). */
function lostIn(conflict: NonNullable<ConflictState['conflict']>, line: SelectedVehicle): boolean {
  return !conflict.vehicleIds || conflict.vehicleIds.includes(line.id);
}

/** Reservation step 2 (SPEC §2 "/availability"), also where a search the browser sent itself lands. */
export default function AvailabilityScreen({ entry }: ScreenProps) {
  const runningSentSearch = useSentSearch();
  const hold = runningSentSearch ? (
    <p role="status" className="text-slate-700">
      {copy.loading}
    </p>
  ) : undefined;
  return (
    <FlowLayout entry={entry} step="availability" hold={hold}>
      <AvailabilityView />
    </FlowLayout>
  );
}

function AvailabilityView() {
  const form = useFlow((s) => s.form);
  const zone = useFlow((s) => s.locationTimezone);
  const navigate = useNavigate();
  const conflict = (useLocation().state as ConflictState | null)?.conflict;
  const locations = useLocations();
  const request = useMemo(() => availabilityRequest(form), [form]);
  // React Query hands on its answers through useSyncExternalStore, which React renders in one
  // synchronous task: the whole list of cards at once, the page's longest task after a search
  // (decision 009). Deferred, the answer is rendered a few milliseconds at a time.
  const query = useDeferredValue(useQuery(availabilityQuery(request)));
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const ctx = commerceContext(form, locations.data);

  const convoy = useFlow((s) => s.selectedVehicles);
  // The classes that ran short leave the convoy, the rest stays; confirm already dropped the stale results.
  useEffect(() => {
    if (!conflict) return;
    const flow = flowStore();
    flow.selectVehicles(flow.getState().selectedVehicles.filter((l) => !lostIn(conflict, l)));
  }, [conflict]);

  const data = query.data;
  const listed = useRef<unknown>(null);
  useEffect(() => {
    // Once per answer from the server, not on every render.
    if (!data || listed.current === data) return;
    listed.current = data;
    flowStore().setVehicles(data.vehicles);
    flowStore().setLocationTimezone(data.locationTimezone);
    flowEvents.viewList(data.vehicles, ctx);
  }, [data, ctx]);

  const quoteHref = (extra: Record<string, string> = {}) => `/quote?${paramsFromForm(form, extra)}`;
  const selectEvent = (vehicle: VehicleAvailability, quantity: number) =>
    flowEvents.select(
      { ...vehicle, pricingBreakdown: quantityBreakdown(vehicle.pricingBreakdown, quantity) },
      data?.vehicles.findIndex((v) => v.id === vehicle.id) ?? 0,
      ctx,
    );
  const book = (lines: SelectedVehicle[]) => {
    chooseVehicles(lines);
    for (const l of lines) selectEvent(l, l.quantity);
    navigate('/confirm');
  };
  const actions: ConvoyActions = {
    convoy,
    onChoose: (vehicle, quantity) => book([{ ...vehicle, quantity }]),
    onSetLine: (vehicle, quantity) => {
      if (quantity > 0 && !convoy.some((l) => l.id === vehicle.id)) selectEvent(vehicle, quantity);
      chooseVehicles(withLine(convoy, vehicle, quantity));
    },
    onSetConvoy: (lines) => {
      for (const l of lines) if (!convoy.some((c) => c.id === l.id)) selectEvent(l, l.quantity);
      chooseVehicles(lines);
    },
  };

  const location = locations.data?.find((l) => l.id === form.pickupLocationId);
  const returnTo = oneWayReturn(form);
  const returnLocation = returnTo ? locations.data?.find((l) => l.id === returnTo) : undefined;
  return (
    <>
      {conflict ? (
        <div
          role="alert"
          className="rounded-md border-2 border-amber-600 bg-amber-50 p-4 font-semibold text-slate-900"
        >
          {copy.conflict(
            conflict.vehicleName,
            convoy.some((l) => !lostIn(conflict, l)),
          )}
        </div>
      ) : null}
      <SearchSummary
        form={form}
        zone={zone}
        locationName={location?.name}
        returnLocationName={returnTo ? (returnLocation?.name ?? returnTo) : undefined}
        returnsAt={data ? { date: data.returnAt.slice(0, 10), time: data.returnAt.slice(11, 16) } : undefined}
        onSearched={() => resultsHeading.current?.focus()}
      />
      <div className="space-y-6 lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-8 lg:space-y-0">
        <div className="space-y-4 sm:space-y-6">
          {form.passengers && data ? (
            <GroupSuggestion
              passengers={form.passengers}
              luggage={form.luggage}
              vehicles={data.vehicles}
              quoteHref={quoteHref()}
              onBook={book}
            />
          ) : null}
          <section aria-labelledby="results-heading" className="space-y-3 sm:space-y-4">
            <h2
              id="results-heading"
              ref={resultsHeading}
              tabIndex={-1}
              className="font-bold text-xl text-slate-900 focus:outline-none"
            >
              {copy.resultsHeading}
            </h2>
            {query.isPending ? (
              <>
                <p role="status" className="text-slate-700">
                  {copy.loading}
                </p>
                <ResultsPlaceholder />
              </>
            ) : query.isError ? (
              <QueryProblem
                error={query.error}
                title={copy.loadFailed}
                hint={copy.fixSearch}
                retryLabel={copy.retry}
                onRetry={() => void query.refetch()}
              />
            ) : (
              <ResultsList
                vehicles={data?.vehicles ?? []}
                passengers={form.passengers}
                quoteHref={quoteHref}
                actions={actions}
              />
            )}
          </section>
        </div>
        <ConvoySummary
          convoy={convoy}
          vehicles={data?.vehicles ?? []}
          onRemove={(line) => actions.onSetLine(line, 0)}
          onSetConvoy={actions.onSetConvoy}
          onContinue={() => navigate('/confirm')}
        />
      </div>
    </>
  );
}

/** The texts of the pages this screen draws (title, h1, description). */
export { flowTexts as routeTexts } from '@convoy/domain/content/route-texts/flow';
