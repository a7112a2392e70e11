import type { Block, ClassChargeColumn } from '@convoy/domain/content/content.types';
import type { VehicleClass } from '@convoy/domain/content/fleet';
import type { ClassChargesEntry } from '@convoy/domain/contracts/rental-charges';
import { demoRentalCharges } from '@convoy/domain/contracts/rental-charges';
import { describePolicy } from '@convoy/domain/rules/cancellation-words';
import { storedPolicyOf } from '../../../lib/cancellation-policy-shape';
import { chargesOf, useLiveCharges } from '../../../lib/live-charges';
import { createLiveSource } from '../../../lib/live-data';
import { locale } from '../../../lib/locale';
import { amountOrNone, chargesCopy as copy } from '../charges-copy';
import { chargesFingerprint } from '../charges-fingerprint';
import { FleetTable } from './fleet-table';
import { LocationChargesTable } from './location-charges-table';

// What a freshly seeded price book holds: the figures the page is prerendered with.
const built = demoRentalCharges();

/** The stored cancellation policy (the same answer, from the browser's cache): the demo one until it came. */
const useCancellationPolicy = createLiveSource('/api/rental-charges')<typeof built.cancellationPolicy>(
  (body) => storedPolicyOf((body as { cancellationPolicy?: unknown }).cancellationPolicy),
);

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
 * the classes' deposits, mileage or surcharges, each location's taxes and fees, or
 * the cancellation policy in words (rules/cancellation-words.ts).
 * `data-charges` tells the browser which figures the prerendered HTML shows.
 */
export function ChargeBlock({ block, fleet }: { block: Block; fleet: readonly VehicleClass[] }) {
  const charges = useLiveCharges(built);
  const cancellationPolicy = useCancellationPolicy(built.cancellationPolicy);
  const cell = (column: ClassChargeColumn, v: VehicleClass) => {
    const stored = chargesOf(charges.classes, v.id);
    return stored ? cells[column](stored, v) : copy.unknown;
  };
  return (
    <div data-charges={chargesFingerprint(fleet, { ...charges, cancellationPolicy })}>
      {block.kind === 'cancellation-policy' ? (
        <p>{describePolicy(cancellationPolicy, locale)}</p>
      ) : block.kind === 'location-charges' ? (
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
