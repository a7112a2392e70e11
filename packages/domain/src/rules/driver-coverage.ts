/**
 * # Which vehicles have a driver (SPEC Part B §14, "Drivers"; decision 013)
 *
 * Each vehicle needs a named driver before pickup. A driver names a class and,
 * when the booking holds more than one of it, may name which vehicle of it
 * (`vehicleNumber`, 1 up). A numbered driver covers that vehicle; a driver
 * without a number covers any vehicle of the class no numbered driver covers.
 * So every booking made before numbers counts as it did: one vehicle per
 * driver of its class.
 */

/** A driver as coverage sees them: the class, and which vehicle of it if said. */
export interface CoveringDriver {
  classId: string;
  vehicleNumber?: number | null | undefined;
}

/** A class booked and how many of it. */
export interface CoveredLine {
  classId: string;
  quantity: number;
}

/**
 * The vehicle a driver drives, if it is one the line holds: a number beyond
 * the quantity (kept from before a change took a vehicle off) counts as any.
 */
export function numberWithin(number: number | null | undefined, quantity: number): number | null {
  return number != null && Number.isInteger(number) && number >= 1 && number <= quantity ? number : null;
}

/** How many vehicles of the lines still have no driver that covers them. */
export function vehiclesWithoutDriver(
  drivers: readonly CoveringDriver[],
  lines: readonly CoveredLine[],
): number {
  return lines.reduce((sum, line) => {
    const own = drivers.filter((d) => d.classId === line.classId);
    const numbered = new Set<number>();
    let any = 0;
    for (const d of own) {
      const n = numberWithin(d.vehicleNumber, line.quantity);
      if (n === null) any += 1;
      else numbered.add(n);
    }
    const free = line.quantity - numbered.size;
    return sum + free - Math.min(any, free);
  }, 0);
}

/**
 * Each driver's vehicle number within the quantity of their class on the
 * booking: the message of each that is not, keyed `drivers.N.vehicleNumber`,
 * N counting from `first` (on a change, the drivers already named come
 * first). A driver of a class not booked is left to the class check.
 */
export function vehicleNumberProblems(
  drivers: readonly CoveringDriver[],
  lines: readonly (CoveredLine & { vehicleName: string })[],
  first = 0,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const [i, d] of drivers.entries()) {
    const line = lines.find((l) => l.classId === d.classId);
    if (!line || d.vehicleNumber == null || numberWithin(d.vehicleNumber, line.quantity) !== null) continue;
    problems[`drivers.${first + i}.vehicleNumber`] =
      line.quantity === 1
        ? `This booking holds one ${line.vehicleName}: choose it, not a vehicle ${d.vehicleNumber}.`
        : `This booking holds ${line.quantity} of the ${line.vehicleName}: choose one from 1 to ${line.quantity}.`;
  }
  return problems;
}

/** "15 Passenger Comfort Bus 2" for a driver of the second bus; the class's name alone otherwise. */
export function drivenVehicleName(driver: { vehicleName: string; vehicleNumber: number | null }): string {
  return driver.vehicleNumber === null ? driver.vehicleName : `${driver.vehicleName} ${driver.vehicleNumber}`;
}
