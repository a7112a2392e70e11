import { defaultTripDraft } from '@convoy/domain/contracts/trip-draft';
import {
  defaultChoices,
  defaultContact,
  defaultFlowState,
  type FlowDriver,
  type FlowState,
  type SelectedVehicle,
} from './flow-state';
import { flowStorageKey } from './flow-storage-key';

/**
 * The flow state in sessionStorage (SPEC Part B §8): one JSON entry per tab,
 * versioned so a deploy that changes the shape starts a fresh flow instead of
 * reading a stale one. Storage can be missing (prerender) or refuse writes
 * (quota, privacy modes): the flow then lives in memory for this page.
 */
export type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export { flowStorageKey };

// 2: the true total (pricingBreakdown with lines and taxes, choices). A state saved before
// convoys (one `selectedVehicle`, a price without `vehicles`) is still read: see `convoyOf`.
const version = 2;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The chosen vehicles of a saved state: its convoy, or the single
 * `selectedVehicle` a tab saved before convoys, as one line.
 */
function convoyOf(state: Record<string, unknown>): SelectedVehicle[] {
  if (Array.isArray(state.selectedVehicles)) return state.selectedVehicles as SelectedVehicle[];
  return isObject(state.selectedVehicle) ? [state.selectedVehicle as unknown as SelectedVehicle] : [];
}

/**
 * The drivers as saved: never their licence numbers (personal data, decision 013),
 * which stay in this page's memory; a reload asks for them again.
 */
function withoutLicenceNumbers(drivers: readonly FlowDriver[]): Omit<FlowDriver, 'licenceNumber'>[] {
  return drivers.map(({ licenceNumber: _number, ...rest }) => rest);
}

function driversOf(state: Record<string, unknown>): FlowDriver[] {
  if (!Array.isArray(state.drivers)) return [];
  return state.drivers.filter(isObject).map((d) => ({ ...(d as unknown as FlowDriver), licenceNumber: '' }));
}

/** The saved state, merged over the defaults so a missing key gets its default; null when none is usable. */
export function readPersisted(storage: SessionStore | undefined): FlowState | null {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(flowStorageKey) ?? null;
  } catch {
    return null;
  }
  if (!raw) return null;
  try {
    const saved: unknown = JSON.parse(raw);
    if (!isObject(saved) || saved.version !== version || !isObject(saved.state)) return null;
    const { selectedVehicle: _single, ...state } = saved.state as Partial<FlowState> & {
      selectedVehicle?: unknown;
    };
    const defaults = defaultFlowState();
    const pricing = state.pricingBreakdown;
    return {
      ...defaults,
      ...state,
      selectedVehicles: convoyOf(saved.state),
      drivers: driversOf(saved.state),
      // A price saved before convoys has no groups; confirm asks again, success shows none.
      pricingBreakdown: pricing && Array.isArray(pricing.vehicles) ? pricing : null,
      form: { ...defaultTripDraft(), ...(isObject(state.form) ? state.form : {}) },
      contact: { ...defaultContact(), ...(isObject(state.contact) ? state.contact : {}) },
      choices: { ...defaultChoices(), ...(isObject(state.choices) ? state.choices : {}) },
      analytics: { ...defaults.analytics, ...(isObject(state.analytics) ? state.analytics : {}) },
      vehicles: Array.isArray(state.vehicles) ? state.vehicles : [],
    };
  } catch {
    return null;
  }
}

export function writePersisted(storage: SessionStore | undefined, state: FlowState): void {
  try {
    const saved = { ...state, drivers: withoutLicenceNumbers(state.drivers) };
    storage?.setItem(flowStorageKey, JSON.stringify({ version, state: saved }));
  } catch {
    // Full or blocked storage: the flow still works for this page, it only will not survive a reload.
  }
}
