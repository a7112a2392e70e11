import type { FlowAnalytics } from '@convoy/domain/contracts/attribution.schema';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { testDeliveryAddress, testVehicle } from '../../test/flow-fixtures';
import { flowStorageKey } from './flow-persistence';
import { blankAnalytics, defaultFlowState } from './flow-state';
import { createFlowStore } from './flow-store';

let visits = 0;
const captureAnalytics = (): FlowAnalytics => {
  visits++;
  return { ...blankAnalytics(), current_page: `https://convoy.test/visit-${visits}` };
};

const newStore = () => createFlowStore({ storage: sessionStorage, captureAnalytics });
const van: VehicleAvailability = testVehicle();

beforeEach(() => {
  sessionStorage.clear();
  visits = 0;
});

describe('flow store (SPEC §4 operations over SPEC §3 state)', () => {
  it('has exactly the operations of SPEC §4, the true total’s choices (SPEC Part B §13), the convoy and its drivers', () => {
    const { getState: _g, subscribe: _s, ...operations } = newStore();
    expect(Object.keys(operations).sort()).toEqual(
      [
        'updateForm',
        'setVehicles',
        'selectVehicle',
        'selectVehicles',
        'updateContact',
        'updateChoices',
        'updateDrivers',
        'setReservation',
        'setPricingBreakdown',
        'updateAnalytics',
        'setLocationTimezone',
        'setQuoteInfo',
        'setSubmissionId',
        'reset',
      ].sort(),
    );
  });

  it('starts from the SPEC §3 defaults with the visit’s analytics', () => {
    const state = newStore().getState();
    expect(state.form.vehicleType).toBe('all');
    expect(state.contact.agreeToTerms).toBe(false);
    expect(state.locationTimezone).toBe('America/New_York');
    expect(state).toMatchObject({
      vehicles: [],
      selectedVehicles: [],
      reservation: null,
      pricingBreakdown: null,
      quoteId: null,
      quoteCode: null,
      submissionId: null,
    });
    expect(state.analytics.current_page).toBe('https://convoy.test/visit-1');
  });

  it('saves every change to the session and a new store (a reload) restores it', () => {
    const store = newStore();
    store.updateForm({ pickupLocationId: 'baltimore', pickupDate: '2030-07-04', renterAge: 30 });
    store.setVehicles([van]);
    store.selectVehicle(van, 2);
    store.updateContact({ firstName: 'Ada', agreeToTerms: true });
    store.setLocationTimezone('America/Chicago');
    store.setQuoteInfo({ quoteId: 'b7c9e3a2-3c1f-4a55-9d5e-1a2b3c4d5e6f', quoteCode: 'Q-4F7K2M' });
    store.updateAnalytics({ source_action: 'search' });
    store.setSubmissionId('attempt-1');
    const restored = newStore().getState();
    expect(restored).toEqual(store.getState());
    expect(restored.selectedVehicles).toMatchObject([{ id: van.id, quantity: 2 }]);
    expect(restored.analytics.source_action).toBe('search');
    expect(visits).toBe(1);
  });

  it('notifies subscribers on each change until they unsubscribe', () => {
    const store = newStore();
    let calls = 0;
    const off = store.subscribe(() => calls++);
    store.setVehicles([van]);
    store.updateAnalytics({ source_action: 'x' });
    off();
    store.setVehicles([]);
    expect(calls).toBe(2);
  });

  it('reset returns to the defaults with freshly captured analytics', () => {
    const store = newStore();
    store.updateForm({ pickupLocationId: 'baltimore' });
    store.setQuoteInfo({ quoteId: 'id', quoteCode: 'Q-1' });
    store.reset();
    expect(store.getState()).toEqual(
      defaultFlowState({ ...blankAnalytics(), current_page: 'https://convoy.test/visit-2' }),
    );
    expect(newStore().getState().form.pickupLocationId).toBe('');
  });

  it('a new search drops the listed vehicles, the choice, its price and the booking attempt', () => {
    const store = newStore();
    store.setVehicles([van]);
    store.selectVehicle(van);
    store.setPricingBreakdown({ ...van.pricingBreakdown, vehicles: [] });
    store.setSubmissionId('attempt-1');
    store.updateForm({ passengers: 12, vehicleType: 'van', rentalPurpose: 'churches' });
    expect(store.getState().selectedVehicles[0]?.id).toBe(van.id);
    expect(store.getState().submissionId).toBe('attempt-1');
    store.updateForm({ pickupTime: '11:00' });
    expect(store.getState()).toMatchObject({
      vehicles: [],
      selectedVehicles: [],
      pricingBreakdown: null,
      submissionId: null,
    });
  });

  it('a delivery is part of the search: another address is a new search, the same one is not (decision 030)', () => {
    const store = newStore();
    const address = testDeliveryAddress;
    store.updateForm({ delivery: { address, instructions: '' } });
    store.setVehicles([van]);
    store.selectVehicle(van);
    store.setSubmissionId('attempt-1');
    // The same address again (the search sent once more, a reload's copy): nothing belongs elsewhere.
    store.updateForm({ delivery: { address: { ...address }, instructions: '' } });
    expect(store.getState().selectedVehicles).toHaveLength(1);
    expect(store.getState().submissionId).toBe('attempt-1');
    // A reload restores it from the session.
    expect(newStore().getState().form.delivery?.address.postalCode).toBe('21230');
    store.updateForm({ collection: { address: null, instructions: '' } });
    expect(store.getState()).toMatchObject({ selectedVehicles: [], submissionId: null });
  });

  it('drops a convoy picked for the group when the group or the type changes without it', () => {
    const flow = newStore();
    const convoy = [{ classId: '15-passenger-comfort-bus', count: 2 }];
    flow.updateForm({ passengers: 28, luggage: 20, vehicleType: 'bus', convoy });
    expect(flow.getState().form.convoy).toEqual(convoy);
    // The search form writes the whole draft back: the same group keeps the pick.
    flow.updateForm({ ...flow.getState().form, pickupLocationId: 'baltimore' });
    expect(flow.getState().form.convoy).toEqual(convoy);
    flow.updateForm({ ...flow.getState().form, passengers: 30 });
    expect(flow.getState().form.convoy).toEqual([]);
    flow.updateForm({ passengers: 28, convoy });
    flow.updateForm({ vehicleType: 'van' });
    expect(flow.getState().form.convoy).toEqual([]);
  });

  it('keeps the booking attempt only while the data it was sent with is unchanged', () => {
    const store = newStore();
    store.selectVehicle(van, 1);
    store.updateContact({ email: 'ada@example.com' });
    store.setSubmissionId('attempt-1');
    store.updateContact({ email: 'ada@example.com' });
    store.selectVehicle(van, 1);
    expect(store.getState().submissionId).toBe('attempt-1');
    store.updateContact({ phone: '+1 410 555 0120' });
    expect(store.getState().submissionId).toBeNull();
    store.setSubmissionId('attempt-2');
    store.selectVehicle(van, 2);
    expect(store.getState().submissionId).toBeNull();
  });

  it('holds a convoy, one line per class, kept across a reload; a changed convoy is a new attempt', () => {
    const store = newStore();
    const cargo = testVehicle({
      id: 'cargo-van-box-truck',
      name: 'Cargo Van / Box Truck',
      category: 'cargo',
    });
    store.selectVehicles([
      { ...van, quantity: 2 },
      { ...cargo, quantity: 1 },
    ]);
    store.setSubmissionId('attempt-1');
    store.selectVehicles([
      { ...van, quantity: 2 },
      { ...cargo, quantity: 1 },
    ]);
    expect(store.getState().submissionId).toBe('attempt-1');
    expect(
      newStore()
        .getState()
        .selectedVehicles.map((l) => [l.id, l.quantity]),
    ).toEqual([
      ['15-passenger-van', 2],
      ['cargo-van-box-truck', 1],
    ]);
    // A class given twice keeps its last count; a line of none is no line.
    store.selectVehicles([
      { ...van, quantity: 2 },
      { ...cargo, quantity: 0 },
      { ...van, quantity: 3 },
    ]);
    expect(store.getState().selectedVehicles.map((l) => [l.id, l.quantity])).toEqual([
      ['15-passenger-van', 3],
    ]);
    expect(store.getState().submissionId).toBeNull();
    store.selectVehicle(null);
    expect(store.getState().selectedVehicles).toEqual([]);
  });

  it('reads a tab saved before convoys: its one vehicle is a convoy of one line, its price is asked again', () => {
    sessionStorage.setItem(
      flowStorageKey,
      JSON.stringify({
        version: 2,
        state: { selectedVehicle: { ...van, quantity: 2 }, pricingBreakdown: van.pricingBreakdown },
      }),
    );
    const state = newStore().getState();
    expect(state.selectedVehicles).toMatchObject([{ id: van.id, quantity: 2 }]);
    expect(state).not.toHaveProperty('selectedVehicle');
    expect(state.pricingBreakdown).toBeNull();
  });

  it('starts fresh from unreadable or outdated saved state', () => {
    sessionStorage.setItem(flowStorageKey, '{not json');
    expect(newStore().getState().form.pickupLocationId).toBe('');
    sessionStorage.setItem(
      flowStorageKey,
      JSON.stringify({ version: 0, state: { form: { pickupLocationId: 'x' } } }),
    );
    expect(newStore().getState().form.pickupLocationId).toBe('');
  });

  it('fills keys a saved state lacks with their defaults', () => {
    sessionStorage.setItem(
      flowStorageKey,
      JSON.stringify({ version: 2, state: { form: { renterAge: 40 } } }),
    );
    const state = newStore().getState();
    expect(state.form).toMatchObject({ renterAge: 40, vehicleType: 'all', pickupTime: '10:00' });
    expect(state.contact.agreeToTerms).toBe(false);
    expect(state.choices).toEqual({
      extras: [],
      protection: [],
      declineProtection: false,
      promoCode: '',
      estimatedMiles: null,
      paymentMethod: null,
      poNumber: '',
      bookPrivately: false,
    });
  });

  it('starts afresh from a state saved before the true total (its prices had no taxes)', () => {
    sessionStorage.setItem(
      flowStorageKey,
      JSON.stringify({ version: 1, state: { form: { renterAge: 40 } } }),
    );
    expect(newStore().getState().form.renterAge).toBeNull();
  });

  it('keeps the confirm step’s choices, and a change of them starts a new booking attempt', () => {
    const store = newStore();
    store.setSubmissionId('key-1');
    store.updateChoices({ extras: [{ id: 'luggage-trailer', quantity: 1 }], promoCode: 'GROUP10' });
    expect(store.getState()).toMatchObject({
      choices: { extras: [{ id: 'luggage-trailer', quantity: 1 }], promoCode: 'GROUP10' },
      submissionId: null,
    });
    expect(newStore().getState().choices.promoCode).toBe('GROUP10');
  });

  it('saves the drivers without their license numbers; only another license number keeps the attempt', () => {
    const store = newStore();
    const driver = {
      id: '44-passenger-bus--1',
      slot: '44-passenger-bus--1',
      vehicleId: '44-passenger-bus',
      name: 'Ada Driver',
      dateOfBirth: '1980-02-03',
      licenceCountry: 'US',
      licenceState: 'MD',
      licenceNumber: 'K-123-456-789',
      licenceExpiry: '2032-01-01',
      licenceClass: 'cdl-b' as const,
      passengerEndorsement: true,
      yearsLicensed: '12',
    };
    store.setSubmissionId('key-1');
    store.updateDrivers([driver]);
    expect(store.getState().drivers[0]?.licenceNumber).toBe('K-123-456-789');
    expect(store.getState().submissionId).toBeNull();
    expect(sessionStorage.getItem(flowStorageKey)).toContain('Ada Driver');
    expect(sessionStorage.getItem(flowStorageKey)).not.toContain('123-456');

    // A reload keeps the driver and asks for the number again, within the same attempt.
    store.setSubmissionId('key-2');
    const reloaded = newStore();
    expect(reloaded.getState().drivers).toEqual([{ ...driver, licenceNumber: '' }]);
    reloaded.updateDrivers([driver]);
    expect(reloaded.getState().submissionId).toBe('key-2');
    reloaded.updateDrivers([{ ...driver, licenceClass: 'cdl-a' }]);
    expect(reloaded.getState().submissionId).toBeNull();
  });

  it('keeps working in memory when the session refuses to store', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createFlowStore({ storage: refusing, captureAnalytics });
    store.updateForm({ renterAge: 30 });
    expect(store.getState().form.renterAge).toBe(30);
  });
});
