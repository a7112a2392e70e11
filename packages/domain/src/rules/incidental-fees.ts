import type { IncidentalFee, LocationCharge } from '../contracts/price-book.schema.ts';
import type { PriceLine, PriceTax } from '../contracts/pricing-breakdown.schema.ts';
import { percentTaxes, type TaxExemption } from './total-price.ts';

/** One fee staff add: the catalogue's fee as it is now, how many, and the vehicle it is for, in words. */
export interface FeeToCharge {
  fee: Pick<IncidentalFee, 'id' | 'label' | 'charge' | 'priceCents' | 'taxable'>;
  /** Occurrences, hours or items (1 up). */
  quantity: number;
  /** "15 Passenger Van 1"; absent: the booking as a whole. */
  vehicle?: string;
}

export interface FeeCharges {
  lines: PriceLine[];
  /** The location's percent charges that apply to `fee` lines, each on these lines alone, rounded once. */
  taxes: PriceTax[];
  /** The lines' amounts plus the taxes' amounts. */
  totalCents: number;
}

export class FeeChargeError extends Error {
  readonly field: string;

  constructor(field: string, message: string) {
    super(message);
    this.name = 'FeeChargeError';
    this.field = field;
  }
}

const units: Record<IncidentalFee['charge'], [string, string] | null> = {
  'per-occurrence': null,
  'per-hour': ['hour', 'hours'],
  'per-item': ['item', 'items'],
};

/**
 * The `fee` line of one fee (decision 032): the catalogue's price copied as
 * the unit price, times the quantity, coded by the fee's id; the label names
 * the vehicle and, per hour or per item, how many.
 */
export function feeLine({ fee, quantity, vehicle }: FeeToCharge): PriceLine {
  if (!Number.isSafeInteger(quantity) || quantity < 1) {
    throw new FeeChargeError('quantity', 'Enter how many, 1 or more.');
  }
  const amountCents = quantity * fee.priceCents;
  if (!Number.isSafeInteger(amountCents)) {
    throw new FeeChargeError('quantity', 'The fee is too large to compute exactly.');
  }
  const unit = units[fee.charge];
  const count = unit ? ` (${quantity} ${quantity === 1 ? unit[0] : unit[1]})` : '';
  return {
    kind: 'fee',
    code: fee.id,
    label: `${fee.label}${vehicle ? `, ${vehicle}` : ''}${count}`,
    quantity,
    per: fee.charge === 'per-item' ? 'item' : undefined,
    unitCents: fee.priceCents,
    amountCents,
    taxable: fee.taxable,
  };
}

/**
 * The tax on fee lines billed together (at one check-in, or at once later):
 * each percent charge of the location that applies to `fee` lines, on the
 * taxable ones, rounded half-up once (SPEC Part B §13). A booking's stored
 * lines and taxes are never priced again, so these stand beside them, named
 * "… on fees". A charge whose base is 0 is left out; an exemptible one is 0
 * with the organisation's certificate when the booking had one.
 */
export function feeTaxes(
  lines: readonly PriceLine[],
  charges: readonly LocationCharge[],
  exemption: TaxExemption | null,
): PriceTax[] {
  const applying = charges.filter((c) => c.basis === 'percent' && c.appliesTo.includes('fee'));
  return percentTaxes(
    lines.filter((l) => l.kind === 'fee'),
    applying,
    exemption,
  )
    .filter((t) => t.baseCents > 0)
    .map((t) => ({ ...t, label: `${t.label} on fees` }));
}

/** Fees added together: their lines, their tax and what they come to. */
export function feeCharges(
  fees: readonly FeeToCharge[],
  charges: readonly LocationCharge[],
  exemption: TaxExemption | null,
): FeeCharges {
  const lines = fees.map(feeLine);
  const taxes = feeTaxes(lines, charges, exemption);
  const totalCents = [...lines, ...taxes].reduce((sum, x) => sum + x.amountCents, 0);
  return { lines, taxes, totalCents };
}
