import { emailSchema } from '@convoy/domain/contracts/common.schema';
import {
  type DriverInput,
  driverInputSchema,
  driverWithLicenceInputSchema,
} from '@convoy/domain/contracts/driver.schema';
import type { FlowDriver } from '../../../lib/flow/flow-state';
import { drivenNumber } from './driver-entries';

/**
 * The drivers as the API takes them (driver.schema.ts), checked with the API's
 * own schema before sending: the format of every field here, who may drive
 * what on the server (a 422 naming `drivers.N.<field>`). Messages are keyed by
 * the form's field names, `<prefix>.<N>.<field>`, N counting the drivers shown.
 */

/** The fields of a driver's form, in the order shown (the error summary's order). */
export const driverFieldOrder = [
  'vehicleId',
  'name',
  'way',
  'email',
  'phone',
  'dateOfBirth',
  'licenceCountry',
  'licenceState',
  'licenceNumber',
  'licenceExpiry',
  'yearsLicensed',
  'licenceClass',
  'passengerEndorsement',
] as const;
export type DriverFieldName = (typeof driverFieldOrder)[number];

/** The form name of one driver's field: "drivers.0.licenceClass". */
export const driverField = (prefix: string, index: number, field: DriverFieldName) =>
  `${prefix}.${index}.${field}`;

/** The form field a message about a request field sits on: which vehicle of a class is the Drives list too. */
const formField = (field: string) => (field === 'vehicleNumber' ? 'vehicleId' : field) as DriverFieldName;

/**
 * A driver invited by e-mail (decision 024): the API's driver with its name and
 * e-mail, the mobile number optional, and nothing of the licence, which the
 * driver gives on their own page.
 */
const driverInviteSchema = driverInputSchema
  .pick({ vehicleId: true, vehicleNumber: true, name: true, phone: true })
  .extend({ email: emailSchema });

/** A driver as typed, in the API's shape: empty optional fields left out, the years a number. */
function asRequest(driver: FlowDriver): Record<string, unknown> {
  const years = driver.yearsLicensed.trim();
  const vehicleNumber = drivenNumber(driver);
  const who = {
    vehicleId: driver.vehicleId,
    ...(vehicleNumber === null ? {} : { vehicleNumber }),
    name: driver.name,
  };
  if (driver.way === 'invite') {
    const phone = driver.phone?.trim() ?? '';
    return { ...who, email: driver.email ?? '', ...(phone ? { phone } : {}) };
  }
  return {
    ...who,
    dateOfBirth: driver.dateOfBirth,
    licenceCountry: driver.licenceCountry.trim() || 'US',
    ...(driver.licenceState.trim() ? { licenceState: driver.licenceState } : {}),
    licenceNumber: driver.licenceNumber,
    licenceExpiry: driver.licenceExpiry,
    licenceClass: driver.licenceClass || undefined,
    passengerEndorsement: driver.passengerEndorsement,
    yearsLicensed: years === '' ? undefined : Number(years),
  };
}

export type DriversCheck =
  | { ok: true; drivers: DriverInput[] }
  | { ok: false; errors: Record<string, string> };

/** The drivers ready to send, or the first message of each field that is not. */
export function checkDrivers(drivers: readonly FlowDriver[], prefix: string): DriversCheck {
  const errors: Record<string, string> = {};
  const parsed: DriverInput[] = [];
  drivers.forEach((driver, index) => {
    const schema = driver.way === 'invite' ? driverInviteSchema : driverWithLicenceInputSchema;
    const result = schema.safeParse(asRequest(driver));
    if (result.success) {
      parsed.push(result.data);
      return;
    }
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field !== 'string') continue;
      const name = driverField(prefix, index, formField(field));
      errors[name] ??= issue.message;
    }
  });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, drivers: parsed };
}

/**
 * The API's messages about drivers (`drivers.N.<field>`, N counting from
 * `first`: on a change, the drivers already named come first; or a 400's
 * `addDrivers.N.<field>`) as the form's
 * field names; the rest are left for the caller.
 */
export function driverErrorsFromApi(
  fields: Readonly<Record<string, string>> | undefined,
  prefix: string,
  first = 0,
): { drivers: Record<string, string>; rest: Record<string, string> } {
  const drivers: Record<string, string> = {};
  const rest: Record<string, string> = {};
  for (const [path, message] of Object.entries(fields ?? {})) {
    // A 400 names the request's own list (`addDrivers.N` on a change); a 422 all the drivers.
    const match = /^(drivers|addDrivers)\.(\d+)\.(\w+)$/.exec(path);
    const index = match ? Number(match[2]) - (match[1] === 'drivers' ? first : 0) : -1;
    const field = match?.[3] === undefined ? undefined : formField(match[3]);
    if (field && index >= 0 && driverFieldOrder.includes(field)) {
      drivers[driverField(prefix, index, field)] = message;
    } else {
      rest[path] = message;
    }
  }
  return { drivers, rest };
}

/** The messages in the order the drivers and their fields are shown. */
export function orderedDriverErrors(
  errors: Readonly<Record<string, string>>,
  prefix: string,
  count: number,
): { field: string; message: string }[] {
  const items: { field: string; message: string }[] = [];
  for (let index = 0; index < count; index++) {
    for (const field of driverFieldOrder) {
      const name = driverField(prefix, index, field);
      const message = errors[name];
      if (message) items.push({ field: name, message });
    }
  }
  return items;
}
