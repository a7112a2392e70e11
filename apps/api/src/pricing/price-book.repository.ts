import { demoDeliveryZones } from '@convoy/domain/content/demo-delivery';
import { demoOneWayRoutes } from '@convoy/domain/content/demo-one-way';
import {
  type CancellationPolicy,
  cancellationPolicySchema,
} from '@convoy/domain/contracts/cancellation.schema';
import { demoCancellationPolicy } from '@convoy/domain/contracts/demo-cancellation-policy';
import {
  type Blackout,
  type ClassCharges,
  type DeliveryZone,
  deliveryZonesSchema,
  type Extra,
  type IncidentalFee,
  type LocationCharge,
  type OneWayRoute,
  oneWayRoutesSchema,
  type PromoCode,
  type Protection,
  type Season,
} from '@convoy/domain/contracts/price-book.schema';
import type { PriceBook } from '@convoy/domain/rules/total-price';
import type { Kysely, WhereInterface } from 'kysely';
import type { Database, Executor } from '../db/database.ts';
import {
  fromBlackoutRow,
  fromClassChargesRow,
  fromExtraRow,
  fromFeeRow,
  fromLocationChargeRow,
  fromPromoRow,
  fromProtectionRow,
  fromSeasonRow,
  toBlackoutRow,
  toClassChargesRow,
  toExtraRow,
  toFeeRow,
  toLocationChargeRow,
  toPromoRow,
  toProtectionRow,
  toSeasonRow,
} from './price-book.rows.ts';

/** The whole price book as the engine takes it, with what a class adds and the stock of extras. */
export interface StoredPriceBook extends PriceBook {
  classCharges: ReadonlyMap<string, ClassCharges>;
  /** Units of a stocked extra at a location; 0 when none. */
  extraStock(locationId: string, extraId: string): number;
  /** Promo codes by code (upper case) with their uses as of loading; a booking counts uses in the database. */
  promoCodes: ReadonlyMap<string, { promo: PromoCode; uses: number }>;
  /** The company's cancellation policy (the demo one until the back office sets one). */
  cancellationPolicy: CancellationPolicy;
  /** Which classes may go one-way between which locations, and the fee (the demo routes until set). */
  oneWayRoutes: readonly OneWayRoute[];
  /** Where each location delivers and collects, its fees and road time (the demo zones until set; decision 030). */
  deliveryZones: readonly DeliveryZone[];
  /** Incidental fees staff add at check-in or later (decision 032), in the counter's order. */
  fees: readonly IncidentalFee[];
}

export const noClassCharges: ClassCharges = {
  depositCents: 0,
  youngRenterPerDayCents: 0,
  mileageAllowancePerDay: null,
  excessMileCents: 0,
};

/** Reads and writes the price book (decision 012); takes the database or a transaction. */
export class PriceBookRepository {
  readonly #db: Executor;

  constructor(db: Executor) {
    this.#db = db;
  }

  async load(): Promise<StoredPriceBook> {
    const db = this.#db;
    const [charges, settings, seasons, blackouts, extras, stock, protection, locationCharges, promos, fees] =
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
        db.selectFrom('incidental_fees').selectAll().orderBy('position').orderBy('id').execute(),
      ]);
    const counts = new Map(stock.map((s) => [`${s.location_id}\u0000${s.extra_id}`, s.count]));
    return {
      classCharges: new Map(charges.map((c) => [c.class_id, fromClassChargesRow(c)])),
      additionalDriverPerDayCents: Number(settings?.additional_driver_per_day_cents ?? 0),
      cancellationPolicy: settings?.cancellation_policy
        ? cancellationPolicySchema.parse(JSON.parse(settings.cancellation_policy))
        : structuredClone(demoCancellationPolicy),
      oneWayRoutes: settings?.one_way_routes
        ? oneWayRoutesSchema.parse(JSON.parse(settings.one_way_routes))
        : demoOneWayRoutes.map((r) => ({ ...r, classIds: [...r.classIds] })),
      deliveryZones: settings?.delivery_zones
        ? deliveryZonesSchema.parse(JSON.parse(settings.delivery_zones))
        : demoDeliveryZones.map((z) => ({ ...z, postalCodes: z.postalCodes.map((r) => ({ ...r })) })),
      seasons: seasons.map(fromSeasonRow),
      blackouts: blackouts.map(fromBlackoutRow),
      extras: extras.map(fromExtraRow),
      protection: protection.map(fromProtectionRow),
      fees: fees.map(fromFeeRow),
      locationCharges: locationCharges.map(fromLocationChargeRow),
      extraStock: (locationId, extraId) => counts.get(`${locationId}\u0000${extraId}`) ?? 0,
      promoCodes: new Map(promos.map((row) => [row.code, { promo: fromPromoRow(row), uses: row.uses }])),
    };
  }

  /** The incidental fees as stored now (decision 032), read in the transaction that charges them. */
  async fees(): Promise<IncidentalFee[]> {
    const rows = await this.#db
      .selectFrom('incidental_fees')
      .selectAll()
      .orderBy('position')
      .orderBy('id')
      .execute();
    return rows.map(fromFeeRow);
  }

  /** A location's taxes and fees as stored now. */
  async locationCharges(locationId: string): Promise<LocationCharge[]> {
    const rows = await this.#db
      .selectFrom('location_charges')
      .selectAll()
      .where('location_id', '=', locationId)
      .orderBy('position')
      .execute();
    return rows.map(fromLocationChargeRow);
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

  /** Inserts answer whether the row is new: false when its key is taken (the back office's 409). */
  insertClassCharges(classId: string, c: ClassCharges): Promise<boolean> {
    return this.#insertNew('class_charges', toClassChargesRow(classId, c));
  }

  insertSeason(s: Season): Promise<boolean> {
    return this.#insertNew('seasons', toSeasonRow(s));
  }

  insertBlackout(b: Blackout): Promise<boolean> {
    return this.#insertNew('blackouts', toBlackoutRow(b));
  }

  insertExtra(e: Extra, position: number): Promise<boolean> {
    return this.#insertNew('extras', { ...toExtraRow(e), position });
  }

  insertProtection(p: Protection, position: number): Promise<boolean> {
    return this.#insertNew('protection_products', { ...toProtectionRow(p), position });
  }

  insertFee(f: IncidentalFee, position: number): Promise<boolean> {
    return this.#insertNew('incidental_fees', { ...toFeeRow(f), position });
  }

  insertLocationCharge(c: LocationCharge, position: number): Promise<boolean> {
    return this.#insertNew('location_charges', { ...toLocationChargeRow(c), position });
  }

  insertPromoCode(p: PromoCode): Promise<boolean> {
    return this.#insertNew('promo_codes', { ...toPromoRow(p), uses: 0 });
  }

  async #insertNew<T extends keyof PriceBookTables>(table: T, row: PriceBookTables[T]): Promise<boolean> {
    const result = await looseDb(this.#db)
      .insertInto(table as string)
      .values(loose(row))
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return result.numInsertedOrUpdatedRows === 1n;
  }

  async setExtraStock(locationId: string, extraId: string, count: number): Promise<void> {
    await this.#db
      .insertInto('extra_stock')
      .values({ location_id: locationId, extra_id: extraId, count })
      .onConflict((oc) => oc.columns(['location_id', 'extra_id']).doUpdateSet({ count }))
      .execute();
  }

  async setClassCharges(classId: string, c: ClassCharges): Promise<void> {
    const { class_id: _, ...charges } = toClassChargesRow(classId, c);
    await this.#db
      .insertInto('class_charges')
      .values({ class_id: classId, ...charges })
      .onConflict((oc) => oc.column('class_id').doUpdateSet(charges))
      .execute();
  }

  async setAdditionalDriverFee(cents: number): Promise<void> {
    await this.#db
      .insertInto('pricing_settings')
      .values({ id: 'company', additional_driver_per_day_cents: cents, cancellation_policy: null })
      .onConflict((oc) => oc.column('id').doUpdateSet({ additional_driver_per_day_cents: cents }))
      .execute();
  }

  async setCancellationPolicy(policy: CancellationPolicy): Promise<void> {
    await this.#setSetting('cancellation_policy', policy);
  }

  /** The company's one-way routes (decision 028), replacing the demo ones. */
  async setOneWayRoutes(routes: readonly OneWayRoute[]): Promise<void> {
    await this.#setSetting('one_way_routes', routes);
  }

  /** The company's delivery zones (decision 030), replacing the demo ones. */
  async setDeliveryZones(zones: readonly DeliveryZone[]): Promise<void> {
    await this.#setSetting('delivery_zones', zones);
  }

  /** One JSON setting of the company's row, the row made (its other settings the demo's) when there is none. */
  async #setSetting(
    column: 'cancellation_policy' | 'one_way_routes' | 'delivery_zones',
    value: unknown,
  ): Promise<void> {
    const json = JSON.stringify(value);
    await this.#db
      .insertInto('pricing_settings')
      .values({
        id: 'company',
        additional_driver_per_day_cents: 0,
        cancellation_policy: null,
        [column]: json,
      })
      .onConflict((oc) => oc.column('id').doUpdateSet({ [column]: json }))
      .execute();
  }

  /** The back office's updates and deletes answer whether the row was there. */
  updateSeason(s: Season): Promise<boolean> {
    return this.#update('seasons', [s.id], toSeasonRow(s));
  }

  updateBlackout(b: Blackout): Promise<boolean> {
    return this.#update('blackouts', [b.id], toBlackoutRow(b));
  }

  updateExtra(e: Extra): Promise<boolean> {
    return this.#update('extras', [e.id], toExtraRow(e));
  }

  updateProtection(p: Protection): Promise<boolean> {
    return this.#update('protection_products', [p.id], toProtectionRow(p));
  }

  updateFee(f: IncidentalFee): Promise<boolean> {
    return this.#update('incidental_fees', [f.id], toFeeRow(f));
  }

  updateLocationCharge(c: LocationCharge): Promise<boolean> {
    return this.#update('location_charges', [c.locationId, c.code], toLocationChargeRow(c));
  }

  deleteSeason(id: string): Promise<boolean> {
    return this.#delete('seasons', [id]);
  }

  deleteBlackout(id: string): Promise<boolean> {
    return this.#delete('blackouts', [id]);
  }

  /** Throws a foreign-key violation when a booking holds the extra (reservation_extras restricts it). */
  deleteExtra(id: string): Promise<boolean> {
    return this.#delete('extras', [id]);
  }

  deleteProtection(id: string): Promise<boolean> {
    return this.#delete('protection_products', [id]);
  }

  /** A booking keeps its fee's line as added (reservation_fees copies it). */
  deleteFee(id: string): Promise<boolean> {
    return this.#delete('incidental_fees', [id]);
  }

  deleteLocationCharge(locationId: string, code: string): Promise<boolean> {
    return this.#delete('location_charges', [locationId, code]);
  }

  /** Deletes a code no booking has used; false when it is missing or used (its uses would be lost). */
  async deleteUnusedPromoCode(code: string): Promise<boolean> {
    const result = await this.#db
      .deleteFrom('promo_codes')
      .where('code', '=', code)
      .where('uses', '=', 0)
      .executeTakeFirst();
    return result.numDeletedRows === 1n;
  }

  async #update<T extends EditableTable>(
    table: T,
    key: readonly string[],
    row: Partial<PriceBookTables[T]>,
  ): Promise<boolean> {
    const query = looseDb(this.#db)
      .updateTable(table as string)
      .set(loose(row));
    return (await byKey(query, table, key).executeTakeFirst()).numUpdatedRows === 1n;
  }

  async #delete(table: EditableTable, key: readonly string[]): Promise<boolean> {
    const query = looseDb(this.#db).deleteFrom(table as string);
    return (await byKey(query, table, key).executeTakeFirst()).numDeletedRows === 1n;
  }

  /** The position after the last row: where a new extra, protection product or charge is listed. */
  async nextPosition(
    table: 'extras' | 'protection_products' | 'incidental_fees' | 'location_charges',
  ): Promise<number> {
    const row = await looseDb(this.#db)
      .selectFrom(table as string)
      .select((eb) => eb.fn.max<number | null>('position').as('last'))
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
  }

  /**
   * Saves a promo code's terms, never its uses. False when the code is missing
   * or its uses are above the new limit: checked by the same update, so a
   * booking counting a use meanwhile cannot slip past it (nor break the table's check).
   */
  async updatePromoCode(p: PromoCode): Promise<boolean> {
    let query = this.#db.updateTable('promo_codes').set(toPromoRow(p)).where('code', '=', p.code);
    if (p.usageLimit !== null) query = query.where('uses', '<=', p.usageLimit);
    return (await query.executeTakeFirst()).numUpdatedRows === 1n;
  }

  async promoCodeUses(code: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('promo_codes')
      .select('uses')
      .where('code', '=', code)
      .executeTakeFirst();
    return row?.uses;
  }
}

/** The lists the back office edits row by row, and the columns of each row's key. */
const keyColumns = {
  seasons: ['id'],
  blackouts: ['id'],
  extras: ['id'],
  protection_products: ['id'],
  incidental_fees: ['id'],
  location_charges: ['location_id', 'code'],
  promo_codes: ['code'],
} as const;
type EditableTable = keyof typeof keyColumns;

type PriceBookTables = Pick<Database, EditableTable | 'class_charges'>;

/**
 * The price book's tables with their columns loosely typed, for the writes
 * that take the table as a value: each caller's row is still checked against
 * its own table's type (`PriceBookTables`).
 */
function looseDb(db: Executor) {
  return db as unknown as Kysely<LooseTables>;
}
type LooseTables = Record<string, Record<string, unknown>>;
/** A row as the loose tables take it (an interface has no index signature of its own). */
const loose = (row: object) => row as Record<string, unknown>;

function byKey<Q extends WhereInterface<LooseTables, string>>(
  query: Q,
  table: EditableTable,
  key: readonly string[],
): Q {
  return keyColumns[table].reduce((q, column, i) => q.where(column, '=', key[i]) as Q, query);
}
