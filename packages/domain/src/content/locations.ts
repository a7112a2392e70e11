import { baltimoreHarborAddress } from './demo-address.ts';
import holidays from './national-holidays.json' with { type: 'json' };
/**
 * Pickup locations: the demo data the database is seeded with. Opening hours are
 * wall-clock times at the location, in its IANA timezone (SPEC Part B §4).
 * Phoenix keeps standard time all year (no daylight saving).
 */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof weekdays)[number];

/** Each weekday's name, as pages and messages write it. */
export const weekdayNames: Record<Weekday, string> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

/** Open and close as "HH:mm"; null when closed all day. */
export type OpeningHours = Record<Weekday, { open: string; close: string } | null>;

/** One day whose hours differ from the week's: a local date ("YYYY-MM-DD"), its name, and the day's hours. */
export interface HolidayHours {
  date: string;
  name: string;
  /** null: closed all day. */
  hours: { open: string; close: string } | null;
}

export interface Location {
  id: string;
  name: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
  timezone: string;
  phone: string;
  openingHours: OpeningHours;
  /** Days whose hours replace the week's, by local date; bookings are checked against them (SPEC Part B §4). */
  holidayHours?: readonly HolidayHours[];
}

/**
 * The holidays every demo location keeps: closed on the big days, short hours (09:00–14:00) on their eves.
 * JSON, so the benchmarks' plain Node scripts read the same dates their searches must avoid (scripts/bench/api.mjs).
 */
export const nationalHolidays: readonly HolidayHours[] = holidays;

const weekdayHours = { open: '07:00', close: '19:00' };
const standardHours: OpeningHours = {
  mon: weekdayHours,
  tue: weekdayHours,
  wed: weekdayHours,
  thu: weekdayHours,
  fri: weekdayHours,
  sat: { open: '08:00', close: '17:00' },
  sun: { open: '09:00', close: '15:00' },
};

export const locationSeed: readonly Location[] = [
  {
    id: 'baltimore',
    name: 'Baltimore Harbor',
    address: baltimoreHarborAddress,
    timezone: 'America/New_York',
    phone: '+1 (410) 555-0120',
    openingHours: standardHours,
    holidayHours: nationalHolidays,
  },
  {
    id: 'atlanta',
    name: 'Atlanta Airport',
    address: {
      street: '4100 Airport Loop Road',
      city: 'College Park',
      region: 'GA',
      postalCode: '30337',
      country: 'US',
    },
    timezone: 'America/New_York',
    phone: '+1 (404) 555-0133',
    openingHours: { ...standardHours, sun: { open: '08:00', close: '18:00' } },
    holidayHours: nationalHolidays,
  },
  {
    id: 'chicago',
    name: 'Chicago West Loop',
    address: {
      street: '850 West Lake Street',
      city: 'Chicago',
      region: 'IL',
      postalCode: '60607',
      country: 'US',
    },
    timezone: 'America/Chicago',
    phone: '+1 (312) 555-0147',
    openingHours: { ...standardHours, sun: null },
    holidayHours: nationalHolidays,
  },
  {
    id: 'phoenix',
    name: 'Phoenix Sky Harbor',
    address: {
      street: '2400 East Buckeye Road',
      city: 'Phoenix',
      region: 'AZ',
      postalCode: '85034',
      country: 'US',
    },
    timezone: 'America/Phoenix',
    phone: '+1 (602) 555-0158',
    openingHours: { ...standardHours, mon: { open: '06:00', close: '20:00' } },
    holidayHours: nationalHolidays,
  },
  {
    id: 'los-angeles',
    name: 'Los Angeles Westchester',
    address: {
      street: '6100 West Century Boulevard',
      city: 'Los Angeles',
      region: 'CA',
      postalCode: '90045',
      country: 'US',
    },
    timezone: 'America/Los_Angeles',
    phone: '+1 (310) 555-0169',
    openingHours: standardHours,
    holidayHours: nationalHolidays,
  },
  {
    id: 'denver',
    name: 'Denver Central',
    address: {
      street: '3300 Brighton Boulevard',
      city: 'Denver',
      region: 'CO',
      postalCode: '80216',
      country: 'US',
    },
    timezone: 'America/Denver',
    phone: '+1 (720) 555-0175',
    openingHours: { ...standardHours, sun: null },
    holidayHours: nationalHolidays,
  },
];

/**
 * Units of each class at each location: a deterministic spread so every class
 * is stocked somewhere and the big buses are scarce.
 */
export function seedUnitCount(locationIndex: number, classIndex: number, passengers: number): number {
  const base = passengers >= 25 ? 1 : passengers >= 15 ? 3 : 4;
  return base + ((locationIndex + classIndex) % 2);
}
