import { randomUUID } from 'node:crypto';
import type { CheckInRequest } from '@convoy/domain/contracts/counter.schema';
import type { FieldErrors } from '@convoy/domain/contracts/error.schema';
import type { BookingFee, FeeEntry } from '@convoy/domain/contracts/incidental-fee.schema';
import type { PriceLine, PriceTax } from '@convoy/domain/contracts/pricing-breakdown.schema';
import { FeeChargeError, feeLine, feeTaxes } from '@convoy/domain/rules/incidental-fees';
import { toIsoWithOffset } from '@convoy/domain/rules/time';
import type { StoredInvoice } from '../invoices/invoice.repository.ts';
import type { Repositories } from '../repositories.ts';
import type { StoredReservation } from '../reservations/reservation.ts';
import { validationError } from '../validation-error.ts';
import type { StoredFee } from './reservation-fee.repository.ts';

/** A fee staff asked for: the entry, the field it came in (`fees.0`), and the booked vehicle it is for. */
export interface FeeAsked {
  entry: FeeEntry;
  field: string;
  vehicle: { classId: string; seq: number; label: string } | null;
}

/**
 * The fees asked for, priced from the catalogue as stored now (decision 032):
 * each line copies the fee's price, so a later change to the catalogue never
 * alters it. 400 on the field of a fee that is unknown or no longer offered.
 */
export async function priceFees(
  repos: Repositories,
  r: StoredReservation,
  asked: readonly FeeAsked[],
  at: number,
  by: string,
): Promise<StoredFee[]> {
  if (asked.length === 0) return [];
  const [catalogue, before] = await Promise.all([
    repos.priceBook.fees(),
    repos.reservationFees.forReservation(r.id),
  ]);
  const offered = new Map(catalogue.filter((f) => f.active).map((f) => [f.id, f]));
  const fields: FieldErrors = {};
  const fees: StoredFee[] = [];
  for (const { entry, field, vehicle } of asked) {
    const fee = offered.get(entry.feeId);
    if (!fee) {
      fields[`${field}.feeId`] = 'Choose a fee from the list.';
      continue;
    }
    try {
      const line = feeLine({ fee, quantity: entry.quantity, ...(vehicle ? { vehicle: vehicle.label } : {}) });
      fees.push({
        id: randomUUID(),
        reservationId: r.id,
        vehicle: vehicle && { classId: vehicle.classId, seq: vehicle.seq },
        position: before.length + fees.length,
        feeId: fee.id,
        line,
        note: entry.note,
        addedAt: at,
        addedBy: by,
        invoiceId: null,
      });
    } catch (error) {
      if (!(error instanceof FeeChargeError)) throw error;
      fields[`${field}.${error.field}`] = error.message;
    }
  }
  if (Object.keys(fields).length > 0) throw validationError(fields);
  return fees;
}

/**
 * The tax on fee lines billed together, by the booking's pickup location's
 * charges as stored now; a sales tax the booking's exemption certificate
 * waived stays waived.
 */
export async function taxOnFees(
  repos: Repositories,
  r: StoredReservation,
  lines: readonly PriceLine[],
): Promise<PriceTax[]> {
  if (!lines.some((l) => l.taxable)) return [];
  const charges = await repos.priceBook.locationCharges(r.locationId);
  const exemption = r.pricing.taxes.find((t) => t.exemption)?.exemption ?? null;
  return feeTaxes(lines, charges, exemption);
}

/** A booking's fee as staff see it, with the number of the invoice that bills it. */
export function toApiFee(f: StoredFee, invoices: readonly StoredInvoice[], timezone: string): BookingFee {
  return {
    id: f.id,
    line: f.line,
    vehicle: f.vehicle,
    note: f.note,
    addedAt: toIsoWithOffset(f.addedAt, timezone),
    addedBy: f.addedBy,
    invoiceNumber: invoices.find((i) => i.id === f.invoiceId)?.number ?? null,
  };
}

/** The fees a check-in asks for: each vehicle's, named by it, then the booking's. */
export function feesAtCheckIn(
  request: CheckInRequest,
  vehicleLabel: (classId: string) => string,
): FeeAsked[] {
  return [
    ...request.vehicles.flatMap((v, i) =>
      v.fees.map((entry, j) => ({
        entry,
        field: `vehicles.${i}.fees.${j}`,
        vehicle: { classId: v.classId, seq: v.seq, label: `${vehicleLabel(v.classId)} ${v.seq}` },
      })),
    ),
    ...request.fees.map((entry, j) => ({ entry, field: `fees.${j}`, vehicle: null })),
  ];
}
