import { monthsLater } from './local-date.ts';

/**
 * How far ahead a trip may start. Without a horizon any visitor could hold
 * vehicles on any future date (a pickup in 2199 was booked). The API applies
 * the operator's BOOKING_HORIZON_MONTHS (rules/rental-window.ts); the search
 * form offers dates up to the default. Zod-free: the form needs it first.
 */

/** How far ahead a trip may start, unless the operator sets BOOKING_HORIZON_MONTHS. */
export const defaultBookingHorizonMonths = 18;
/** The largest horizon an operator may set: five years. */
export const maxBookingHorizonMonths = 60;

/** The last pickup date a visitor may choose: today at the location plus the horizon. */
export function lastPickupDate(today: string, horizonMonths: number): string {
  return monthsLater(today, horizonMonths) ?? today;
}

/** The horizon's words, the same in the API's 400 and the search form. */
export function beyondHorizonMessage(horizonMonths: number, lastDate: string): string {
  return `We take bookings up to ${horizonMonths} months ahead. Choose a pickup date on or before ${lastDate}.`;
}
