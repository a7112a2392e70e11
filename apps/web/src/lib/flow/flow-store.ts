import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricedReservation } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import { convoyFor, type TripDraft } from '@convoy/domain/contracts/trip-draft';
import { readPersisted, type SessionStore, writePersisted } from './flow-persistence';
import {
  defaultFlowState,
  type FlowChoices,
  type FlowContact,
  type FlowDriver,
  type FlowState,
  type SelectedVehicle,
} from './flow-state';

/**
 * The reservation flow store: exactly the operations of SPEC §4, over the state
 * of SPEC §3, saved to the browser session on every change (SPEC Part B §8).
 * A plain subscribe/getState store read with useSyncExternalStore (use-flow.ts):
 * no library, and a server snapshot for prerendering.
 */
export interface FlowActions {
  updateForm(patch: Partial<TripDraft>): void;
  setVehicles(vehicles: VehicleAvailability[]): void;
  /** One class and how many: a convoy of one line (null: nothing chosen). */
  selectVehicle(vehicle: VehicleAvailability | null, quantity?: number): void;
  /** The whole convoy, one line per class (decision 013); a class given twice keeps its last line. */
  selectVehicles(lines: readonly SelectedVehicle[]): void;
  updateContact(patch: Partial<FlowContact>): void;
  /** The confirm step's extras, protection, promo code and distance: another booking body, so a new attempt. */
  updateChoices(patch: Partial<FlowChoices>): void;
  /**
   * The drivers named on the confirm step: another booking body, so a new
   * attempt, except when only licence numbers differ (they are never saved, so a
   * reload asks for them again and the attempt in doubt must keep its key).
   */
  updateDrivers(drivers: readonly FlowDriver[]): void;
  setReservation(reservation: Reservation | null): void;
  setPricingBreakdown(pricingBreakdown: PricedReservation | null): void;
  updateAnalytics(patch: Partial<FlowAnalytics>): void;
  setLocationTimezone(timezone: string): void;
  setQuoteInfo(info: { quoteId: string; quoteCode: string } | null): void;
  setSubmissionId(submissionId: string | null): void;
  /** Everything back to its defaults, with freshly captured analytics (SPEC §4). */
  reset(): void;
}

export interface FlowStore extends FlowActions {
  getState(): FlowState;
  subscribe(listener: () => void): () => void;
}

export interface FlowStoreOptions {
  /** sessionStorage in the browser; none on the server. */
  storage?: SessionStore | undefined;
  /** Reads the visit's analytics fields (SPEC §3 `analytics`); called at start and on reset. */
  captureAnalytics: () => FlowAnalytics;
}

/** The search fields that change what is available and what it costs. */
const pricedFields: readonly (keyof TripDraft)[] = [
  'rentalType',
  'pickupLocationId',
  'returnLocationId',
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'renterAge',
  'rentalMonths',
  'delivery',
  'collection',
];

/** The same classes and counts in the same order: the same booking body. */
function sameLines(a: readonly SelectedVehicle[], b: readonly SelectedVehicle[]): boolean {
  return a.length === b.length && a.every((l, i) => l.id === b[i]?.id && l.quantity === b[i]?.quantity);
}

/** The same drivers, licence numbers aside. */
function sameDrivers(a: readonly FlowDriver[], b: readonly FlowDriver[]): boolean {
  return (
    a.length === b.length &&
    a.every((driver, i) => {
      const other = b[i];
      if (!other) return false;
      const keys = new Set([...Object.keys(driver), ...Object.keys(other)] as (keyof FlowDriver)[]);
      return [...keys].every((key) => key === 'licenceNumber' || driver[key] === other[key]);
    })
  );
}

/** The same value; objects (a delivery's address) by what they hold, as they come back from JSON. */
function same(a: unknown, b: unknown): boolean {
  return (
    a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b))
  );
}

function changedKeys<T extends object>(current: T, patch: Partial<T>): (keyof T)[] {
  return (Object.keys(patch) as (keyof T)[]).filter((key) => !same(patch[key], current[key]));
}

export function createFlowStore({ storage, captureAnalytics }: FlowStoreOptions): FlowStore {
  let state: FlowState = readPersisted(storage) ?? defaultFlowState(captureAnalytics());
  const listeners = new Set<() => void>();

  function set(next: FlowState): void {
    state = next;
    writePersisted(storage, state);
    for (const listener of listeners) listener();
  }

  // A changed convoy is another booking body: a new attempt (README "Booking once").
  function selectVehicles(lines: readonly SelectedVehicle[]): void {
    const byClass = new Map(lines.filter((l) => l.quantity > 0).map((l) => [l.id, l]));
    const next = [...byClass.values()];
    const same = next.length > 0 && sameLines(next, state.selectedVehicles);
    set({ ...state, selectedVehicles: next, submissionId: same ? state.submissionId : null });
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    updateForm(patch) {
      const changed = changedKeys(state.form, patch);
      if (changed.length === 0) return;
      const form = { ...state.form, ...patch };
      // A convoy picked for the group and type (the group-size advisor) goes when they change without it.
      if (!changed.includes('convoy') && changed.some((key) => convoyFor.includes(key))) form.convoy = [];
      // A new search makes the listed vehicles, the choice, its price and any
      // booking attempt belong to another trip (README "The rules").
      if (changed.some((key) => pricedFields.includes(key))) {
        set({
          ...state,
          form,
          vehicles: [],
          selectedVehicles: [],
          pricingBreakdown: null,
          submissionId: null,
        });
      } else {
        set({ ...state, form });
      }
    },
    setVehicles: (vehicles) => set({ ...state, vehicles }),
    selectVehicle: (vehicle, quantity = 1) => selectVehicles(vehicle ? [{ ...vehicle, quantity }] : []),
    selectVehicles,
    updateContact(patch) {
      if (changedKeys(state.contact, patch).length === 0) return;
      set({ ...state, contact: { ...state.contact, ...patch }, submissionId: null });
    },
    updateChoices(patch) {
      if (changedKeys(state.choices, patch).length === 0) return;
      set({ ...state, choices: { ...state.choices, ...patch }, submissionId: null });
    },
    updateDrivers(drivers) {
      const same = sameDrivers(drivers, state.drivers);
      set({ ...state, drivers: [...drivers], submissionId: same ? state.submissionId : null });
    },
    setReservation: (reservation) => set({ ...state, reservation }),
    setPricingBreakdown: (pricingBreakdown) => set({ ...state, pricingBreakdown }),
    updateAnalytics: (patch) => set({ ...state, analytics: { ...state.analytics, ...patch } }),
    setLocationTimezone(locationTimezone) {
      if (locationTimezone !== state.locationTimezone) set({ ...state, locationTimezone });
    },
    setQuoteInfo: (info) =>
      set({ ...state, quoteId: info?.quoteId ?? null, quoteCode: info?.quoteCode ?? null }),
    setSubmissionId: (submissionId) => set({ ...state, submissionId }),
    reset: () => set(defaultFlowState(captureAnalytics())),
  };
}
