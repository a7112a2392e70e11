import type {
  Blackout,
  ClassCharges,
  Extra,
  LocationCharge,
  PriceLineKind,
  PromoCode,
  Protection,
  Season,
} from '@convoy/domain/contracts/price-book.schema';
import type { PriceBook } from '@convoy/domain/rules/total-price';
import type { Selectable } from 'kysely';
import type { Executor } from '../db/database.ts';
import type {
  ExtraTable,
  LocationChargeTable,
  PromoCodeTable,
  ProtectionProductTable,
  SeasonTable,
} from './pricing.table.ts';

/** The whole price book as the engine takes it, with what a class adds and the stock of extras. */
export interface StoredPriceBook extends PriceBook {
  classCharges: ReadonlyMap<string, ClassCharges>;
  /** Units of a stocked extra at a location; 0 when none. */
  extraStock(locationId: string, extraId: string): number;
  /** Promo codes by code (upper case) with their uses as of loading; a booking counts uses in the database. */
  promoCodes: ReadonlyMap<string, { promo: PromoCode; uses: number }>;
}

export const noClassCharges: ClassCharges = {
  depositCents: 0,
  youngRenterPerDayCents: 0,
  mileageAllowancePerDay: null,
  excessMileCents: 0,
};

const e4 = (percent: number) => Math.round(percent * 10_000);
const fromE4 = (value: number | null) => (value === null ? null : value / 10_000);
const list = (value: string) => (value === '' ? [] : value.split(','));

/** Reads and writes the price book (decision 012); takes the database or a transaction. */
export class PriceBookRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async load(): Promise<StoredPriceBook> {
    const db = this.#db;
    const [charges, settings, seasons, blackouts, extras, stock, protection, locationCharges, promos] =
      await Promise.all([
        db.selectFrom('class_charges').selectAll().execute(),
        db.selectFrom('pricing_settings').selectAll().where('id', '=', 'company').executeTakeFirst(),
        db.selectFrom('seasons').selectAll().orderBy('start_date').orderBy('id').execute(),
        db.selectFrom('blackouts').selectAll().orderBy('start_date').orderBy('id').execute(),
        db.selectFrom('extras').selectAll().orderBy('position').orderBy('id').execute(),
        db.selectFrom('extra_stock').selectAll().execute(),
        db.selectFrom('protection_products').selectAll().orderBy('position').orderBy('id').execute(),
        db.selectFrom('location_charges').selectAll().orderBy('location_id').orderBy('position').execute(),
        db.selectFrom('promo_codes').selectAll().execute(),
      ]);
    const counts = new Map(stock.map((s) => [`${s.location_id}\u0000${s.extra_id}`, s.count]));
    return {
      classCharges: new Map(
        charges.map((c) => [
          c.class_id,
          {
            depositCents: Number(c.deposit_cents),
            youngRenterPerDayCents: Number(c.young_renter_per_day_cents),
            mileageAllowancePerDay: c.mileage_allowance_per_day,
            excessMileCents: Number(c.excess_mile_cents),
          },
        ]),
      ),
      additionalDriverPerDayCents: Number(settings?.additional_driver_per_day_cents ?? 0),
      seasons: seasons.map(fromSeasonRow),
      blackouts: blackouts.map(
        (b): Blackout => ({
          id: b.id,
          reason: b.reason,
          startDate: b.start_date,
          endDate: b.end_date,
          scope: b.scope,
          classId: b.class_id,
          locationId: b.location_id,
        }),
      ),
      extras: extras.map(fromExtraRow),
      protection: protection.map(fromProtectionRow),
      locationCharges: locationCharges.map(fromLocationChargeRow),
      extraStock: (locationId, extraId) => counts.get(`${locationId}\u0000${extraId}`) ?? 0,
      promoCodes: new Map(promos.map((row) => [row.code, { promo: fromPromoRow(row), uses: row.uses }])),
    };
  }

  /**
   * Locks a stocked extra's row at a location for the booking's transaction
   * (a row lock on PostgreSQL; SQLite's write transaction is already alone) and
   * returns its count; undefined when the location stocks none.
   */
  async claimExtraStock(locationId: string, extraId: string): Promise<number | undefined> {
    const row = await this.#db
      .updateTable('extra_stock')
      .set((eb) => ({ count: eb.ref('count') }))
      .where('location_id', '=', locationId)
      .where('extra_id', '=', extraId)
      .returning('count')
      .executeTakeFirst();
    return row?.count;
  }

  /**
   * Counts one use of a code, in the booking's transaction. False when its
   * limit is reached: the update matches no row, so two bookings racing for the
   * last use cannot both pass (the check constraint holds even if one did).
   */
  async usePromoCode(code: string): Promise<boolean> {
    const result = await this.#db
      .updateTable('promo_codes')
      .set((eb) => ({ uses: eb('uses', '+', 1) }))
      .where('code', '=', code)
      .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('uses', '<', eb.ref('usage_limit'))]))
      .executeTakeFirst();
    return result.numUpdatedRows === 1n;
  }

  async insertClassCharges(classId: string, c: ClassCharges): Promise<void> {
    await this.#db
      .insertInto('class_charges')
      .values({
        class_id: classId,
        deposit_cents: c.depositCents,
        young_renter_per_day_cents: c.youngRenterPerDayCents,
        mileage_allowance_per_day: c.mileageAllowancePerDay,
        excess_mile_cents: c.excessMileCents,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async insertSeason(s: Season): Promise<void> {
    await this.#db
      .insertInto('seasons')
      .values(toSeasonRow(s))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async insertExtra(e: Extra, position: number): Promise<void> {
    await this.#db
      .insertInto('extras')
      .values({
        id: e.id,
        label: e.label,
        description: e.description,
        charge: e.charge,
        price_cents: e.priceCents,
        cap_cents: e.capCents,
        max_quantity: e.maxQuantity,
        stocked: e.stocked ? 1 : 0,
        taxable: e.taxable ? 1 : 0,
        active: e.active ? 1 : 0,
        position,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async setExtraStock(locationId: string, extraId: string, count: number): Promise<void> {
    await this.#db
      .insertInto('extra_stock')
      .values({ location_id: locationId, extra_id: extraId, count })
      .onConflict((oc) => oc.columns(['location_id', 'extra_id']).doUpdateSet({ count }))
      .execute();
  }

  async insertProtection(p: Protection, position: number): Promise<void> {
    await this.#db
      .insertInto('protection_products')
      .values({
        id: p.id,
        label: p.label,
        description: p.description,
        per_day_cents: p.perDayCents,
        taxable: p.taxable ? 1 : 0,
        active: p.active ? 1 : 0,
        position,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async insertLocationCharge(c: LocationCharge, position: number): Promise<void> {
    await this.#db
      .insertInto('location_charges')
      .values({
        location_id: c.locationId,
        code: c.code,
        label: c.label,
        basis: c.basis,
        rate_e4: c.ratePercent === null ? null : e4(c.ratePercent),
        amount_cents: c.amountCents,
        applies_to: c.appliesTo.join(','),
        taxable: c.taxable ? 1 : 0,
        position,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async insertPromoCode(p: PromoCode): Promise<void> {
    await this.#db
      .insertInto('promo_codes')
      .values({
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
        uses: 0,
        active: p.active ? 1 : 0,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }

  async setAdditionalDriverFee(cents: number): Promise<void> {
    await this.#db
      .insertInto('pricing_settings')
      .values({ id: 'company', additional_driver_per_day_cents: cents })
      .onConflict((oc) => oc.column('id').doUpdateSet({ additional_driver_per_day_cents: cents }))
      .execute();
  }
}

function toSeasonRow(s: Season): SeasonTable {
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

function fromSeasonRow(r: Selectable<SeasonTable>): Season {
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

function fromExtraRow(r: Selectable<ExtraTable>): Extra {
  return {
    id: r.id,
    label: r.label,
    description: r.description,
    charge: r.charge,
    priceCents: Number(r.price_cents),
    capCents: r.cap_cents === null ? null : Number(r.cap_cents),
    maxQuantity: r.max_quantity,
    stocked: r.stocked === 1,
    taxable: r.taxable === 1,
    active: r.active === 1,
  };
}

function fromProtectionRow(r: Selectable<ProtectionProductTable>): Protection {
  return {
    id: r.id,
    label: r.label,
    description: r.description,
    perDayCents: Number(r.per_day_cents),
    taxable: r.taxable === 1,
    active: r.active === 1,
  };
}

function fromLocationChargeRow(r: Selectable<LocationChargeTable>): LocationCharge {
  return {
    code: r.code,
    label: r.label,
    locationId: r.location_id,
    basis: r.basis,
    ratePercent: fromE4(r.rate_e4),
    amountCents: r.amount_cents === null ? null : Number(r.amount_cents),
    appliesTo: list(r.applies_to) as PriceLineKind[],
    taxable: r.taxable === 1,
  };
}

function fromPromoRow(r: Selectable<PromoCodeTable>): PromoCode {
  return {
    code: r.code,
    label: r.label,
    kind: r.kind,
    percentOff: fromE4(r.percent_off_e4),
    amountOffCents: r.amount_off_cents === null ? null : Number(r.amount_off_cents),
    validFrom: r.valid_from,
    validTo: r.valid_to,
    classIds: list(r.class_ids),
    minDays: r.min_days,
    usageLimit: r.usage_limit,
    active: r.active === 1,
  };
}
