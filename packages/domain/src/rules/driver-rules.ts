/**
 * # Who may drive which vehicle (decision 013)
 *
 * Each class asks of its drivers a minimum age on the pickup day, a licence
 * valid until the return, a commercial driver's licence (class A, B or C) with
 * a passenger (P) endorsement for buses of 16 or more seats, and a minimum
 * number of years licensed; the company sets these per class in the back
 * office. A driver who does not qualify gets every reason in plain words, each
 * naming the field it is about, never a silent refusal.
 */
import { type LicenceClass, licenceClassLabels } from '../contracts/driver.ts';

export interface DriverRule {
  classId: string;
  minAge: number;
  cdlRequired: boolean;
  passengerEndorsementRequired: boolean;
  minYearsLicensed: number;
}

/**
 * A driver as far as they are known: a driver named by e-mail fills in the
 * rest on the pre-arrival page, and each rule is checked once its field is
 * given (a missing field is not a problem here, only not ready yet).
 */
export interface DriverToCheck {
  name: string;
  /** YYYY-MM-DD */
  dateOfBirth?: string | null | undefined;
  /** YYYY-MM-DD: the last day the licence is valid. */
  licenceExpiry?: string | null | undefined;
  licenceClass?: LicenceClass | null | undefined;
  passengerEndorsement?: boolean | null | undefined;
  yearsLicensed?: number | null | undefined;
}

export type DriverField =
  | 'dateOfBirth'
  | 'licenceExpiry'
  | 'licenceClass'
  | 'passengerEndorsement'
  | 'yearsLicensed';

export interface DriverProblem {
  field: DriverField;
  message: string;
}

/** Whole years from a date of birth to a day (both YYYY-MM-DD); a 29 February birthday counts on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Every rule of `rule` the driver misses for a rental from `pickupDate` to `returnDate`. */
export function driverProblems(
  driver: DriverToCheck,
  rule: DriverRule,
  vehicleName: string,
  trip: { pickupDate: string; returnDate: string },
): DriverProblem[] {
  const problems: DriverProblem[] = [];
  const who = driver.name.trim() || 'This driver';
  const age = driver.dateOfBirth ? ageOn(driver.dateOfBirth, trip.pickupDate) : null;
  if (age !== null && age < rule.minAge) {
    problems.push({
      field: 'dateOfBirth',
      message: `Drivers of the ${vehicleName} must be ${rule.minAge} or older on the pickup day; ${who} will be ${age}.`,
    });
  }
  if (driver.licenceExpiry && driver.licenceExpiry < trip.returnDate) {
    problems.push({
      field: 'licenceExpiry',
      message: `${who}’s license expires on ${driver.licenceExpiry}, before the return on ${trip.returnDate}. Every driver needs a license valid for the whole rental.`,
    });
  }
  const licenceClass = driver.licenceClass;
  const cdl = licenceClass != null && licenceClass !== 'regular';
  if (licenceClass == null) {
    // Checked once the class is given.
  } else if (rule.cdlRequired && !cdl) {
    problems.push({
      field: 'licenceClass',
      message: `The ${vehicleName} needs a commercial driver’s license (CDL class A, B or C)${rule.passengerEndorsementRequired ? ' with a passenger (P) endorsement' : ''}; ${who} has a regular license. Name a driver with a CDL, or choose a vehicle that needs none.`,
    });
  } else if (rule.passengerEndorsementRequired && !driver.passengerEndorsement) {
    problems.push({
      field: 'passengerEndorsement',
      message: `The ${vehicleName} needs the passenger (P) endorsement on the driver’s ${licenceClassLabels[licenceClass]}; ${who}’s license has none.`,
    });
  }
  if (driver.yearsLicensed != null && driver.yearsLicensed < rule.minYearsLicensed) {
    problems.push({
      field: 'yearsLicensed',
      message: `Drivers of the ${vehicleName} must have held a license for at least ${plural(rule.minYearsLicensed, 'year')}; ${who} has held one for ${plural(driver.yearsLicensed, 'year')}.`,
    });
  }
  return problems;
}

/**
 * "•••• 4821": the last four characters of a licence number (the last two of
 * one shorter than eight), the rest hidden.
 */
export function maskLicenceNumber(number: string): string {
  const plain = number.replace(/[\s-]/g, '');
  return `•••• ${plain.slice(plain.length >= 8 ? -4 : -2)}`;
}
