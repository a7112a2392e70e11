import type {
  Blackout,
  ClassCharges,
  Extra,
  IncidentalFee,
  LocationCharge,
  PriceLineKind,
  PromoCode,
  Protection,
  Season,
} from '@convoy/domain/contracts/price-book.schema';
import type { Selectable } from 'kysely';
import type {
  BlackoutTable,
  ClassChargesTable,
  ExtraTable,
  IncidentalFeeTable,
  LocationChargeTable,
  PromoCodeTable,
  ProtectionProductTable,
  SeasonTable,
} from '../db/tables/pricing.table.ts';

/**
 * The price book's rows and its domain shapes, both ways (migration 0013):
 * percentages are percent × 10⁴ in the tables, lists are comma-separated,
 * booleans 0/1. A row's `position` (extras, protection, charges) is the
 * repository's to set, when it inserts the row.
 */

const e4 = (percent: number) => Math.round(percent * 10_000);
const fromE4 = (value: number | null) => (value === null ? null : value / 10_000);
const list = (value: string) => (value === '' ? [] : value.split(','));
const flag = (value: boolean) => (value ? 1 : 0);
const cents = (value: number | string | null) => (value === null ? null : Number(value));

export function toClassChargesRow(classId: string, c: ClassCharges): ClassChargesTable {
  return {
    class_id: classId,
    deposit_cents: c.depositCents,
    young_renter_per_day_cents: c.youngRenterPerDayCents,
    mileage_allowance_per_day: c.mileageAllowancePerDay,
    excess_mile_cents: c.excessMileCents,
  };
}

export function fromClassChargesRow(r: Selectable<ClassChargesTable>): ClassCharges {
  return {
    depositCents: Number(r.deposit_cents),
    youngRenterPerDayCents: Number(r.young_renter_per_day_cents),
    mileageAllowancePerDay: r.mileage_allowance_per_day,
    excessMileCents: Number(r.excess_mile_cents),
  };
}

export function toSeasonRow(s: Season): SeasonTable {
  return {
    id: s.id,
    label: s.label,
    start_date: s.startDate,
    end_date: s.endDate,
    class_id: s.classId,
    location_id: s.locationId,
    daily_rate_cents: s.dailyRateCents,
    weekly_rate_cents: s.weeklyRateCents,
    monthly_rate_cents: s.monthlyRateCents,
    min_rental_days: s.minRentalDays,
  };
}

export function fromSeasonRow(r: Selectable<SeasonTable>): Season {
  return {
    id: r.id,
    label: r.label,
    startDate: r.start_date,
    endDate: r.end_date,
    classId: r.class_id,
    locationId: r.location_id,
    dailyRateCents: Number(r.daily_rate_cents),
    weeklyRateCents: Number(r.weekly_rate_cents),
    monthlyRateCents: Number(r.monthly_rate_cents),
    minRentalDays: r.min_rental_days,
  };
}

export function toBlackoutRow(b: Blackout): BlackoutTable {
  return {
    id: b.id,
    reason: b.reason,
    start_date: b.startDate,
    end_date: b.endDate,
    scope: b.scope,
    class_id: b.classId,
    location_id: b.locationId,
  };
}

export function fromBlackoutRow(r: Selectable<BlackoutTable>): Blackout {
  return {
    id: r.id,
    reason: r.reason,
    startDate: r.start_date,
    endDate: r.end_date,
    scope: r.scope,
    classId: r.class_id,
    locationId: r.location_id,
  };
}

/** What an extra and a protection product share: how they are named and offered. */
interface Offered {
  id: string;
  label: string;
  description: string;
  taxable: boolean;
  active: boolean;
}
const toOfferedRow = (o: Offered) => ({
  id: o.id,
  label: o.label,
  description: o.description,
  taxable: flag(o.taxable),
  active: flag(o.active),
});
const fromOfferedRow = (r: {
  id: string;
  label: string;
  description: string;
  taxable: number;
  active: number;
}) => ({
  id: r.id,
  label: r.label,
  description: r.description,
  taxable: r.taxable === 1,
  active: r.active === 1,
});

export function toExtraRow(e: Extra): Omit<ExtraTable, 'position'> {
  return {
    ...toOfferedRow(e),
    charge: e.charge,
    price_cents: e.priceCents,
    cap_cents: e.capCents,
    max_quantity: e.maxQuantity,
    stocked: flag(e.stocked),
  };
}

export function fromExtraRow(r: Selectable<ExtraTable>): Extra {
  return {
    ...fromOfferedRow(r),
    charge: r.charge,
    priceCents: Number(r.price_cents),
    capCents: cents(r.cap_cents),
    maxQuantity: r.max_quantity,
    stocked: r.stocked === 1,
  };
}

export function toProtectionRow(p: Protection): Omit<ProtectionProductTable, 'position'> {
  return { ...toOfferedRow(p), per_day_cents: p.perDayCents };
}

export function fromProtectionRow(r: Selectable<ProtectionProductTable>): Protection {
  return { ...fromOfferedRow(r), perDayCents: Number(r.per_day_cents) };
}

export function toFeeRow(f: IncidentalFee): Omit<IncidentalFeeTable, 'position'> {
  return {
    id: f.id,
    label: f.label,
    charge: f.charge,
    price_cents: f.priceCents,
    taxable: flag(f.taxable),
    active: flag(f.active),
  };
}

export function fromFeeRow(r: Selectable<IncidentalFeeTable>): IncidentalFee {
  return {
    id: r.id,
    label: r.label,
    charge: r.charge,
    priceCents: Number(r.price_cents),
    taxable: r.taxable === 1,
    active: r.active === 1,
  };
}

export function toLocationChargeRow(c: LocationCharge): Omit<LocationChargeTable, 'position'> {
  return {
    location_id: c.locationId,
    code: c.code,
    label: c.label,
    basis: c.basis,
    rate_e4: c.ratePercent === null ? null : e4(c.ratePercent),
    amount_cents: c.amountCents,
    applies_to: c.appliesTo.join(','),
    taxable: flag(c.taxable),
    exemptible: flag(c.exemptible),
  };
}

export function fromLocationChargeRow(r: Selectable<LocationChargeTable>): LocationCharge {
  return {
    code: r.code,
    label: r.label,
    locationId: r.location_id,
    basis: r.basis,
    ratePercent: fromE4(r.rate_e4),
    amountCents: cents(r.amount_cents),
    appliesTo: list(r.applies_to) as PriceLineKind[],
    taxable: r.taxable === 1,
    exemptible: r.exemptible === 1,
  };
}

/** A promo code's row but its uses, which only a booking counts. */
export function toPromoRow(p: PromoCode): Omit<PromoCodeTable, 'uses'> {
  return {
    code: p.code,
    label: p.label,
    kind: p.kind,
    percent_off_e4: p.percentOff === null ? null : e4(p.percentOff),
    amount_off_cents: p.amountOffCents,
    valid_from: p.validFrom,
    valid_to: p.validTo,
    class_ids: p.classIds.join(','),
    min_days: p.minDays,
    usage_limit: p.usageLimit,
    active: flag(p.active),
  };
}

export function fromPromoRow(r: Selectable<PromoCodeTable>): PromoCode {
  return {
    code: r.code,
    label: r.label,
    kind: r.kind,
    percentOff: fromE4(r.percent_off_e4),
    amountOffCents: cents(r.amount_off_cents),
    validFrom: r.valid_from,
    validTo: r.valid_to,
    classIds: list(r.class_ids),
    minDays: r.min_days,
    usageLimit: r.usage_limit,
    active: r.active === 1,
  };
}
