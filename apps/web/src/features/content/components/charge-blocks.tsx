import type { Block, ClassChargeColumn } from '@convoy/domain/content/content.types';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { ClassChargesEntry } from '@convoy/domain/contracts/rental-charges';
import { demoRentalCharges } from '@convoy/domain/contracts/rental-charges';
import { chargesOf, useLiveCharges } from '../../../lib/live-charges';
import { amountOrNone, chargesCopy as copy } from '../charges-copy';
import { chargesFingerprint } from '../charges-fingerprint';
import { FleetTable } from './fleet-table';
import { LocationChargesTable } from './location-charges-table';

// What a freshly seeded price book holds: the figures the page is prerendered with.
const built = demoRentalCharges();

/** rules/total-price.ts: the surcharge applies to a main driver under 25, on classes that admit one. */
const youngRenterAge = 25;

const cells: Record<ClassChargeColumn, (c: ClassChargesEntry, v: VehicleClass) => string> = {
  deposit: (c) => amountOrNone(c.depositCents),
  mileage: (c) =>
    c.mileageAllowancePerDay === null ? copy.unlimited : c.mileageAllowancePerDay.toLocaleString('en-US'),
  extraMile: (c) => amountOrNone(c.excessMileCents),
  youngRenter: (c, v) => amountOrNone(v.minAge < youngRenterAge ? c.youngRenterPerDayCents : 0),
};

/**
 * A block printed from the stored charges (stored-charges.ts): a fleet table with
 * the classes' deposits, mileage or surcharges, or each location's taxes and fees.
 * `data-charges` tells the browser which figures the prerendered HTML shows.
 */
export function ChargeBlock({ block, fleet }: { block: Block; fleet: readonly VehicleClass[] }) {
  const charges = useLiveCharges(built);
  const cell = (column: ClassChargeColumn, v: VehicleClass) => {
    const stored = chargesOf(charges.classes, v.id);
    return stored ? cells[column](stored, v) : copy.unknown;
  };
  return (
    <div data-charges={chargesFingerprint(fleet, charges)}>
      {block.kind === 'location-charges' ? (
        <LocationChargesTable locations={charges.locations} caption={block.caption} />
      ) : block.kind === 'fleet-table' ? (
        <FleetTable
          fleet={fleet}
          columns={block.columns}
          caption={block.caption}
          charges={{ cell, heading: copy }}
        />
      ) : null}
    </div>
  );
}
