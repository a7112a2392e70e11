import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { Reservation } from '@convoy/domain/contracts/reservation.schema';
import type { TripDraft } from '@convoy/domain/contracts/trip-draft';
import { readPersisted, type SessionStore, writePersisted } from './flow-persistence';
import { defaultFlowState, type FlowChoices, type FlowContact, type FlowState } from './flow-state';

/**
 * The reservation flow store: exactly the operations of SPEC §4, over the state
 * of SPEC §3, saved to the browser session on every change (SPEC Part B §8).
 * A plain subscribe/getState store read with useSyncExternalStore (use-flow.ts):
 * no library, and a server snapshot for prerendering.
 */
export interface FlowActions {
  updateForm(patch: Partial<TripDraft>): void;
  setVehicles(vehicles: VehicleAvailability[]): void;
  selectVehicle(vehicle: VehicleAvailability | null, quantity?: number): void;
  updateContact(patch: Partial<FlowContact>): void;
  /** The confirm step's extras, protection, promo code and distance: another booking body, so a new attempt. */
  updateChoices(patch: Partial<FlowChoices>): void;
  setReservation(reservation: Reservation | null): void;
  setPricingBreakdown(pricingBreakdown: PricedTrip | null): void;
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
  'pickupDate',
  'pickupTime',
  'returnDate',
  'returnTime',
  'renterAge',
  'rentalMonths',
];

function changedKeys<T extends object>(current: T, patch: Partial<T>): (keyof T)[] {
  return (Object.keys(patch) as (keyof T)[]).filter((key) => patch[key] !== current[key]);
}

export function createFlowStore({ storage, captureAnalytics }: FlowStoreOptions): FlowStore {
  let state: FlowState = readPersisted(storage) ?? defaultFlowState(captureAnalytics());
  const listeners = new Set<() => void>();

  function set(next: FlowState): void {
    state = next;
    writePersisted(storage, state);
    for (const listener of listeners) listener();
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
      // A new search makes the listed vehicles, the choice, its price and any
      // booking attempt belong to another trip (README "The rules").
      if (changed.some((key) => pricedFields.includes(key))) {
        set({
          ...state,
          form,
          vehicles: [],
          selectedVehicle: null,
          pricingBreakdown: null,
          submissionId: null,
        });
      } else {
        set({ ...state, form });
      }
    },
    setVehicles: (vehicles) => set({ ...state, vehicles }),
    selectVehicle(vehicle, quantity = 1) {
      const current = state.selectedVehicle;
      const same = vehicle !== null && current?.id === vehicle.id && current.quantity === quantity;
      set({
        ...state,
        selectedVehicle: vehicle ? { ...vehicle, quantity } : null,
        submissionId: same ? state.submissionId : null,
      });
    },
    updateContact(patch) {
      if (changedKeys(state.contact, patch).length === 0) return;
      set({ ...state, contact: { ...state.contact, ...patch }, submissionId: null });
    },
    updateChoices(patch) {
      if (changedKeys(state.choices, patch).length === 0) return;
      set({ ...state, choices: { ...state.choices, ...patch }, submissionId: null });
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
