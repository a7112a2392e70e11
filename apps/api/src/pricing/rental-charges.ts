import { publicCharge, type RentalChargesAnswer } from '@convoy/domain/contracts/rental-charges';
import type { CatalogSnapshot } from '../catalog/catalog.ts';
import { noClassCharges } from './price-book.repository.ts';

/**
 * What GET /api/rental-charges answers from a catalogue snapshot: each class's
 * stored charges (none stored: nothing added), the additional-driver fee and
 * each location's taxes and fees, in the catalogue's order; the cancellation policy.
 */
export function rentalChargesOf({ classes, locations, priceBook }: CatalogSnapshot): RentalChargesAnswer {
  return {
    cancellationPolicy: priceBook.cancellationPolicy,
    classes: classes.map((c) => ({ classId: c.id, ...(priceBook.classCharges.get(c.id) ?? noClassCharges) })),
    additionalDriverPerDayCents: priceBook.additionalDriverPerDayCents,
    locations: locations.map((l) => ({
      locationId: l.id,
      charges: priceBook.locationCharges.filter((c) => c.locationId === l.id).map(publicCharge),
    })),
  };
}
