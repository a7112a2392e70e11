import { defaultTripDraft } from '@convoy/domain/contracts/trip-draft';
import { describe, expect, it } from 'vitest';
import { defaultFlowState, type FlowState } from '../../lib/flow/flow-state';
import { testVehicle } from '../../test/flow-fixtures';
import { flowCopy } from './copy/flow-copy';
import { flowSteps, isSearchComplete, missingStep } from './flow-steps';

const search = {
  ...defaultTripDraft(),
  pickupLocationId: 'baltimore',
  pickupDate: '2030-07-04',
  returnDate: '2030-07-06',
  renterAge: 30,
};
const withSearch: FlowState = { ...defaultFlowState(), form: search };
const withVehicle: FlowState = { ...withSearch, selectedVehicles: [{ ...testVehicle(), quantity: 1 }] };

describe('flow steps (SPEC §2, Part B §8)', () => {
  it('are the four steps of SPEC §2, in order', () => {
    expect(flowSteps.map((s) => s.path)).toEqual(['/', '/availability', '/confirm', '/success']);
  });

  it('the start step needs nothing', () => {
    expect(missingStep(defaultFlowState(), 'start')).toBeNull();
  });

  it('sends /availability, /confirm and /success opened on an empty flow back to the start', () => {
    for (const id of ['availability', 'confirm', 'success'] as const) {
      expect(missingStep(defaultFlowState(), id)).toEqual({
        step: 'start',
        path: '/',
        reason: flowCopy.needs.search,
      });
    }
  });

  it('sends /confirm without a chosen vehicle to availability', () => {
    expect(missingStep(withSearch, 'availability')).toBeNull();
    expect(missingStep(withSearch, 'confirm')).toMatchObject({ path: '/availability' });
    expect(missingStep(withSearch, 'success')).toMatchObject({ path: '/availability' });
  });

  it('sends /success before the booking to confirm', () => {
    expect(missingStep(withVehicle, 'confirm')).toBeNull();
    expect(missingStep(withVehicle, 'success')).toEqual({
      step: 'confirm',
      path: '/confirm',
      reason: flowCopy.needs.booking,
    });
  });

  it('shows /success once booked, even after the rest of the flow was cleared', () => {
    const booked = { ...defaultFlowState(), reservation: {} as FlowState['reservation'] };
    expect(missingStep(booked, 'success')).toBeNull();
  });

  it('a monthly search needs the months instead of a return', () => {
    const monthly = { ...search, rentalType: 'monthly' as const, returnDate: '', returnTime: '' };
    expect(isSearchComplete(monthly)).toBe(false);
    expect(isSearchComplete({ ...monthly, rentalMonths: 2 })).toBe(true);
    expect(isSearchComplete({ ...search, returnDate: '' })).toBe(false);
    expect(isSearchComplete({ ...search, renterAge: null })).toBe(false);
  });
});
