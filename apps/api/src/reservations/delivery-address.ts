import type { PostalAddress } from '@convoy/domain/contracts/organisation.schema';
import type { DeliveryLeg, DeliveryPlan } from '@convoy/domain/rules/delivery';
import type { RentalWindow } from '@convoy/domain/rules/rental-window';
import type { LicenceCipher } from '../drivers/licence-cipher.ts';
import type { SealedSecret } from '../outbox/outbox-secret.ts';
import type { StoredPriceBook } from '../pricing/price-book.repository.ts';
import type { StoredLeg, StoredReservation } from './reservation.ts';
import { deliveryPlan } from './trip-pricing.ts';

/**
 * A renter's delivery and collection addresses at rest (decision 030): the
 * address and the driver's instructions sealed with the licence numbers'
 * cipher; only the city, state and ZIP stay readable, for the answers. The
 * counter's Today, the rental agreement and the e-mails open them.
 */

/** What is sealed: the address and the instructions. */
export interface OpenLeg {
  address: PostalAddress;
  instructions: string | null;
}

/** "Baltimore, MD 21230": the part of an address a reservation's answers show. */
export function areaOf(address: PostalAddress): string {
  return `${address.city}, ${address.region} ${address.postalCode}`;
}

/** The address on one line: "100 Light St, Suite 4, Baltimore, MD 21202". */
export function addressLine(address: PostalAddress): string {
  return [address.line1, address.line2, address.city, `${address.region} ${address.postalCode}`]
    .filter((p) => p)
    .join(', ');
}

function sealLeg(leg: DeliveryLeg | null, cipher: LicenceCipher): StoredLeg | null {
  if (!leg) return null;
  const open: OpenLeg = { address: leg.address, instructions: leg.instructions };
  return {
    zoneId: leg.zone.id,
    travelMinutes: leg.zone.travelMinutes,
    area: areaOf(leg.address),
    sealed: cipher.seal(JSON.stringify(open)),
  };
}

/** The plan as a reservation stores it: each way sealed. */
export function sealPlan(
  plan: DeliveryPlan,
  cipher: LicenceCipher,
): { delivery: StoredLeg | null; collection: StoredLeg | null } {
  return { delivery: sealLeg(plan.delivery, cipher), collection: sealLeg(plan.collection, cipher) };
}

/** The address and instructions of a stored way; null when there is none or it was erased. */
export function openLeg(leg: StoredLeg | null | undefined, cipher: LicenceCipher): OpenLeg | null {
  if (!leg?.sealed) return null;
  return JSON.parse(cipher.open(leg.sealed)) as OpenLeg;
}

/**
 * A changed reservation keeps its delivery and collection (decision 030):
 * their addresses placed again in the zones of the changed trip (a new
 * return location must collect from there), priced by today's price book.
 */
export function keptDeliveryPlan(
  book: StoredPriceBook,
  r: Pick<StoredReservation, 'delivery' | 'collection'>,
  window: RentalWindow,
  cipher: LicenceCipher,
): DeliveryPlan {
  const delivery = openLeg(r.delivery, cipher);
  const collection = openLeg(r.collection, cipher);
  return deliveryPlan(book, {
    window,
    ...(delivery
      ? { delivery: { address: delivery.address, instructions: delivery.instructions ?? undefined } }
      : {}),
    ...(collection
      ? { collection: { address: collection.address, instructions: collection.instructions ?? undefined } }
      : {}),
  });
}

/**
 * The addresses for a reservation's e-mails (decision 030): the stored
 * sealing itself, which the outbox worker opens with the same cipher and
 * erases once the e-mail is sent (outbox-secret.ts); undefined without any.
 */
export function roadTripsForMail(
  r: Pick<StoredReservation, 'delivery' | 'collection'>,
): { delivery: SealedSecret | null; collection: SealedSecret | null } | undefined {
  const secret = (leg: StoredLeg | null | undefined) =>
    leg?.sealed ? ({ sealed: leg.sealed } as SealedSecret) : null;
  const trips = { delivery: secret(r.delivery), collection: secret(r.collection) };
  return trips.delivery || trips.collection ? trips : undefined;
}

/** The addresses in words, as the rental agreement states them (decision 030); null where none or erased. */
export function roadTripAddresses(
  r: Pick<StoredReservation, 'delivery' | 'collection'>,
  cipher: LicenceCipher,
): { delivery: string | null; collection: string | null } {
  const words = (leg: StoredLeg | null | undefined) => {
    const open = openLeg(leg, cipher);
    return open ? addressLine(open.address) : null;
  };
  return { delivery: words(r.delivery), collection: words(r.collection) };
}
