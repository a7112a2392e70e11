import type { PriceLine } from '@convoy/domain/contracts/pricing-breakdown.schema';
import type { ReturnCharges } from '@convoy/domain/rules/return-charges';
import { fuelWords } from './agreement.ts';

/** A returned vehicle's charges, with the name the invoice gives it ("15 Passenger Van 1") and its booked mile rate. */
export interface ReturnedVehicle {
  label: string;
  excessMileCents: number;
  charges: ReturnCharges;
}

const line = (
  kind: PriceLine['kind'],
  code: string,
  label: string,
  quantity: number,
  unitCents: number,
  amountCents: number,
): PriceLine => ({ kind, code, label, quantity, unitCents, amountCents, taxable: false });

/** "2 h 30 min", "45 min". */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours > 0 ? `${hours} h` : '', rest > 0 || hours === 0 ? `${rest} min` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * The lines a return adds to the final invoice, vehicle by vehicle, each
 * charge that is not zero: late return, excess mileage (miles × the booked
 * rate), fuel short, the refuelling service, damage. They are amounts already
 * kept with the check-in (return-charges.ts), copied, never computed again.
 */
export function returnLines(vehicles: readonly ReturnedVehicle[]): PriceLine[] {
  const lines: PriceLine[] = [];
  for (const { label, excessMileCents, charges: c } of vehicles) {
    if (c.lateCents > 0) {
      lines.push(
        line(
          'fee',
          'late-return',
          `Late return, ${label} (${duration(c.lateMinutes)})`,
          1,
          c.lateCents,
          c.lateCents,
        ),
      );
    }
    if (c.excessMileageCents > 0) {
      lines.push(
        line(
          'mileage',
          'excess-mileage',
          `Excess mileage, ${label}`,
          c.excessMiles,
          excessMileCents,
          c.excessMileageCents,
        ),
      );
    }
    if (c.fuelCents > 0) {
      const short =
        c.fuelEighthsShort >= 8 ? 'a full tank short' : `${fuelWords(c.fuelEighthsShort)} tank short`;
      lines.push(line('fee', 'fuel', `Fuel, ${label} (${short})`, 1, c.fuelCents, c.fuelCents));
    }
    if (c.refuelServiceCents > 0) {
      lines.push(
        line(
          'fee',
          'refuel-service',
          `Refueling service, ${label}`,
          1,
          c.refuelServiceCents,
          c.refuelServiceCents,
        ),
      );
    }
    if (c.damageCents > 0) {
      lines.push(line('fee', 'damage', `Damage, ${label}`, 1, c.damageCents, c.damageCents));
    }
  }
  return lines;
}
