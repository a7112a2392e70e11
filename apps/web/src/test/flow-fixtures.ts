import { fleetSeed } from '@convoy/domain/content/fleet';
import type { VehicleAvailability } from '@convoy/domain/contracts/availability.schema';
import type { PricedTrip } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { FlowContact, SelectedVehicle } from '../lib/flow/flow-state';
import { flowStore } from '../lib/flow/use-flow';
import { sharedQueryClient } from '../lib/shared-query-client';
import { json, stubApi } from './stub-api';

/**
 * A two-day daily rental of one vehicle at $179/day, as the API prices it with
 * no taxes, fees or extras: one line, the total its subtotal.
 */
export function testBreakdown(overrides: Partial<PricedTrip> = {}): PricedTrip {
  const base: PricedTrip = {
    rentalType: 'daily',
    totalMinutes: 2880,
    totalHours: 48,
    fullDays: 2,
    leftoverMinutes: 0,
    leftoverHours: 0,
    partialDayCharge: 'none',
    partialDayCents: 0,
    weeks: 0,
    extraDays: 2,
    weeklyRateApplied: false,
    dailyRateCents: 17900,
    weeklyRateCents: 107400,
    monthlyRateCents: 359900,
    rentalMonths: null,
    baseCents: 35800,
    unitSubtotalCents: 35800,
    quantity: 1,
    subtotalCents: 35800,
    effectiveDailyRateCents: 17900,
    unitEffectiveDailyRateCents: 17900,
    displayDays: 2,
    currency: 'USD',
    lines: [],
    taxes: [],
    chargeDays: 2,
    chargesCents: 0,
    taxCents: 0,
    totalCents: 0,
    depositCents: 0,
    dueNowCents: 0,
    dueAtPickupCents: 0,
    mileageAllowancePerDay: null,
    excessMileCents: 0,
    ...overrides,
  };
  return {
    ...base,
    lines: [
      {
        kind: 'base',
        code: '15-passenger-van',
        label: '15 Passenger Van',
        quantity: base.quantity,
        unitCents: base.unitSubtotalCents,
        amountCents: base.subtotalCents,
        taxable: true,
      },
    ],
    chargesCents: base.subtotalCents,
    totalCents: base.subtotalCents,
    dueAtPickupCents: base.subtotalCents,
    ...overrides,
  };
}

/** The 15 passenger van as POST /api/availability lists it. */
export function testVehicle(overrides: Partial<VehicleAvailability> = {}): VehicleAvailability {
  return {
    id: '15-passenger-van',
    name: '15 Passenger Van',
    category: 'van',
    passengers: 15,
    luggage: 4,
    requiresCdl: false,
    minAge: 25,
    dailyRateCents: 17900,
    weeklyRateCents: 107400,
    monthlyRateCents: 359900,
    availableUnits: 3,
    eligible: true,
    pricingBreakdown: testBreakdown(),
    ...overrides,
  };
}

/** A class of the demo fleet (content/fleet.ts) as availability lists it: free and bookable unless told. */
export function fleetVehicle(id: string, overrides: Partial<VehicleAvailability> = {}): VehicleAvailability {
  const vehicle = fleetSeed.find((c) => c.id === id);
  if (!vehicle) throw new Error(`No class ${id} in the demo fleet`);
  return testVehicle({ ...vehicle, ...overrides });
}

/** POST /api/availability's answer for the two-day Baltimore trip of the tests, listing `vehicles`. */
export function availabilityAnswer(vehicles: readonly VehicleAvailability[]) {
  return {
    locationTimezone: 'America/New_York',
    pickupAt: '2030-07-04T10:00:00-04:00',
    returnAt: '2030-07-06T10:00:00-04:00',
    vehicles,
  };
}

/**
 * The flow as the confirm step finds it: a fresh start, the two-day Baltimore
 * trip of the tests, `lines` chosen, the collision damage waiver taken and the
 * renter's details given (terms accepted).
 */
export function flowAtConfirm(
  lines: readonly SelectedVehicle[],
  contact: Omit<FlowContact, 'agreeToTerms'>,
): void {
  const flow = flowStore();
  flow.reset();
  flow.updateForm({
    pickupLocationId: 'baltimore',
    pickupDate: '2030-07-04',
    returnDate: '2030-07-06',
    renterAge: 30,
  });
  flow.selectVehicles(lines);
  flow.updateChoices({ protection: ['cdw'] });
  flow.updateContact({ ...contact, agreeToTerms: true });
}

/**
 * A fresh tab on the confirm step with one van chosen and Ruth Okafor's
 * contact filled in (terms accepted): storage and the query cache cleared.
 */
export function oneVanAtConfirm(): void {
  sessionStorage.clear();
  localStorage.clear();
  sharedQueryClient().clear();
  flowAtConfirm([{ ...testVehicle(), quantity: 1 }], {
    firstName: 'Ruth',
    lastName: 'Okafor',
    email: 'ruth@grace.example',
    phone: '+1 404 555 0188',
  });
}

/**
 * The API of the confirm step paid at the counter, with no extras or protection offered and no
 * cancellation policy, `routes` (the price, the booking) over it: only the contact step matters.
 */
export function stubConfirmStep(routes: Parameters<typeof stubApi>[0]) {
  const nothing = { locations: [], extras: [], protection: [] };
  return stubApi({
    '/api/payments/config': () => json(200, { collectAtBooking: 'none', cardPaymentsAvailable: false }),
    '/api/locations': () => json(200, nothing),
    '/api/extras': () => json(200, nothing),
    '/api/protection': () => json(200, nothing),
    '/api/cancellation-policy': () => json(500, {}),
    ...routes,
  });
}

/** A delivery address in Baltimore Harbor's demo area (decision 030), as the search form holds it. */
export const testDeliveryAddress = {
  line1: '400 Key Highway',
  line2: '',
  city: 'Baltimore',
  region: 'MD',
  postalCode: '21230',
};
