import type {
  AdminExtra,
  AdminPriceBook,
  DeliveryZonesUpdate,
  OneWayRoutesUpdate,
  PricingSettings,
} from '@convoy/domain/contracts/admin-pricing.schema';
import type { CancellationPolicy } from '@convoy/domain/contracts/cancellation.schema';
import { namedOf } from '@convoy/domain/contracts/common.schema';
import type {
  Blackout,
  ClassCharges,
  IncidentalFee,
  LocationCharge,
  PromoCode,
  Protection,
  Season,
} from '@convoy/domain/contracts/price-book.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { isForeignKeyViolation } from '../db/foreign-key-violation.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';
import { validationError } from '../validation-error.ts';
import { noClassCharges, type StoredPriceBook } from './price-book.repository.ts';
import { PriceBookEditor, type PriceBookList, type PriceBookWrite } from './price-book-editor.ts';

const seasons: PriceBookList<Season> = {
  noun: 'season',
  keyFields: ['id'],
  references: (s) => [
    { field: 'classId', kind: 'class', id: s.classId },
    { field: 'locationId', kind: 'location', id: s.locationId },
  ],
  insert: (repo, s) => repo.insertSeason(s),
  update: (repo, s) => repo.updateSeason(s),
  remove: (repo, [id]) => repo.deleteSeason(id!),
};

const blackouts: PriceBookList<Blackout> = {
  noun: 'blackout',
  keyFields: ['id'],
  references: (b) => [
    { field: 'classId', kind: 'class', id: b.classId },
    { field: 'locationId', kind: 'location', id: b.locationId },
  ],
  insert: (repo, b) => repo.insertBlackout(b),
  update: (repo, b) => repo.updateBlackout(b),
  remove: (repo, [id]) => repo.deleteBlackout(id!),
};

const extras: PriceBookList<AdminExtra> = {
  noun: 'extra',
  keyFields: ['id'],
  references: (e) => Object.keys(e.stock).map((id) => ({ field: `stock.${id}`, kind: 'location', id })),
  insert: async (repo, { stock: _, ...e }) => repo.insertExtra(e, await repo.nextPosition('extras')),
  update: (repo, { stock: _, ...e }) => repo.updateExtra(e),
  afterSave: async (repo, e) => {
    for (const [locationId, count] of Object.entries(e.stock))
      await repo.setExtraStock(locationId, e.id, count);
  },
  // Bookings hold their extras (reservation_extras, on delete restrict): deactivating keeps them.
  remove: async (repo, [id]) => {
    try {
      return await repo.deleteExtra(id!);
    } catch (error) {
      if (!isForeignKeyViolation(error)) throw error;
      throw new ApiError(
        409,
        'extra_booked',
        'Bookings include this extra, so it cannot be deleted. Untick “Offered” and save to stop offering it; the bookings keep it.',
      );
    }
  },
};

const protection: PriceBookList<Protection> = {
  noun: 'protection product',
  keyFields: ['id'],
  insert: async (repo, p) => repo.insertProtection(p, await repo.nextPosition('protection_products')),
  update: (repo, p) => repo.updateProtection(p),
  // A booking keeps its protection's line, label and price in its own stored pricing.
  remove: (repo, [id]) => repo.deleteProtection(id!),
};

const fees: PriceBookList<IncidentalFee> = {
  noun: 'fee',
  keyFields: ['id'],
  insert: async (repo, f) => repo.insertFee(f, await repo.nextPosition('incidental_fees')),
  update: (repo, f) => repo.updateFee(f),
  // A booking keeps each fee's line as it was added (decision 032).
  remove: (repo, [id]) => repo.deleteFee(id!),
};

const locationCharges: PriceBookList<LocationCharge> = {
  noun: 'tax or fee',
  keyFields: ['locationId', 'code'],
  references: (c) => [{ field: 'locationId', kind: 'location', id: c.locationId }],
  insert: async (repo, c) => repo.insertLocationCharge(c, await repo.nextPosition('location_charges')),
  update: (repo, c) => repo.updateLocationCharge(c),
  remove: (repo, [locationId, code]) => repo.deleteLocationCharge(locationId!, code!),
};

const promoCodes: PriceBookList<PromoCode> = {
  noun: 'promo code',
  keyFields: ['code'],
  references: (p) => p.classIds.map((id, i) => ({ field: `classIds.${i}`, kind: 'class', id })),
  insert: (repo, p) => repo.insertPromoCode(p),
  // Uses are the bookings' to count: the limit may not fall below them.
  update: async (repo, p) => {
    if (await repo.updatePromoCode(p)) return true;
    const uses = await repo.promoCodeUses(p.code);
    if (uses === undefined) return false;
    throw validationError({
      usageLimit: `This code has been used ${uses} ${uses === 1 ? 'time' : 'times'}: set a limit of ${uses} or more, or none.`,
    });
  },
  remove: async (repo, [code]) => {
    if (await repo.deleteUnusedPromoCode(code!)) return true;
    const uses = await repo.promoCodeUses(code!);
    if (uses === undefined) return false;
    throw new ApiError(
      409,
      'promo_code_used',
      `Bookings have used this code ${uses} ${uses === 1 ? 'time' : 'times'}, so it cannot be deleted (its uses would be lost). Untick “Active” and save to stop it.`,
    );
  },
};

/** Zones as plain copies: the book's are read-only. */
const copyZones = (zones: StoredPriceBook['deliveryZones']) =>
  zones.map((z) => ({ ...z, postalCodes: z.postalCodes.map((r) => ({ ...r })) }));

/**
 * The price book in the back office (decision 012, "How the editors apply a
 * change"). Reads the tables, not the catalogue cache, so the forms show what
 * is stored; each write runs in one transaction and then empties the engine's
 * catalogue cache, so the next search in this process prices with it (other
 * processes within the catalogue's TTL). Bookings keep the price they stored.
 */
export class PricingAdminService {
  readonly #db: Executor;
  readonly #catalog: Catalog;
  readonly #repositories: RepositoryFactory;
  readonly seasons: PriceBookEditor<Season>;
  readonly blackouts: PriceBookEditor<Blackout>;
  readonly extras: PriceBookEditor<AdminExtra>;
  readonly protection: PriceBookEditor<Protection>;
  readonly fees: PriceBookEditor<IncidentalFee>;
  readonly locationCharges: PriceBookEditor<LocationCharge>;
  readonly promoCodes: PriceBookEditor<PromoCode>;

  constructor(options: { db: Executor; catalog: Catalog; repositories: RepositoryFactory }) {
    this.#db = options.db;
    this.#repositories = options.repositories;
    this.#catalog = options.catalog;
    const write: PriceBookWrite = (work) => this.#write(work);
    this.seasons = new PriceBookEditor(seasons, write);
    this.blackouts = new PriceBookEditor(blackouts, write);
    this.extras = new PriceBookEditor(extras, write);
    this.protection = new PriceBookEditor(protection, write);
    this.fees = new PriceBookEditor(fees, write);
    this.locationCharges = new PriceBookEditor(locationCharges, write);
    this.promoCodes = new PriceBookEditor(promoCodes, write);
  }

  async get(): Promise<AdminPriceBook> {
    const repos = this.#repositories(this.#db);
    const [locations, classes, book] = await Promise.all([
      repos.locations.list(),
      repos.vehicleClasses.list(),
      repos.priceBook.load(),
    ]);
    const stockOf = (extraId: string) =>
      Object.fromEntries(locations.map((l) => [l.id, book.extraStock(l.id, extraId)]));
    return {
      locations: locations.map(namedOf),
      classes: classes.map((c) => ({
        ...namedOf(c),
        charges: book.classCharges.get(c.id) ?? noClassCharges,
      })),
      additionalDriverPerDayCents: book.additionalDriverPerDayCents,
      cancellationPolicy: book.cancellationPolicy,
      seasons: [...book.seasons],
      blackouts: [...book.blackouts],
      extras: book.extras.map((e) => ({ ...e, stock: e.stocked ? stockOf(e.id) : {} })),
      protection: [...book.protection],
      fees: [...book.fees],
      locationCharges: [...book.locationCharges],
      promoCodes: [...book.promoCodes.values()]
        .map(({ promo, uses }) => ({ ...promo, uses }))
        .sort((a, b) => a.code.localeCompare(b.code)),
      oneWayRoutes: book.oneWayRoutes.map((r) => ({ ...r, classIds: [...r.classIds] })),
      deliveryZones: copyZones(book.deliveryZones),
    };
  }

  /** The one-way routes the engine prices with (decision 028): the stored ones, else the demo ones. */
  async oneWayRoutes(): Promise<OneWayRoutesUpdate> {
    const book = await this.#repositories(this.#db).priceBook.load();
    return { routes: book.oneWayRoutes.map((r) => ({ ...r, classIds: [...r.classIds] })) };
  }

  /** The delivery zones the engine prices with (decision 030): the stored ones, else the demo ones. */
  async deliveryZones(): Promise<DeliveryZonesUpdate> {
    const book = await this.#repositories(this.#db).priceBook.load();
    return { zones: copyZones(book.deliveryZones) };
  }

  /** What a class adds to its rates; 404 for an unknown class. */
  setClassCharges(classId: string, charges: ClassCharges): Promise<AdminPriceBook> {
    return this.#write(async (repo, known) => {
      if (!known.classes.has(classId))
        throw new ApiError(404, 'not_found', 'There is no such vehicle class.');
      await repo.setClassCharges(classId, charges);
    });
  }

  setSettings(settings: PricingSettings): Promise<AdminPriceBook> {
    return this.#write((repo) => repo.setAdditionalDriverFee(settings.additionalDriverPerDayCents));
  }

  /** Applies to cancellations from now on; a cancelled reservation keeps the fee it was charged. */
  setCancellationPolicy(policy: CancellationPolicy): Promise<AdminPriceBook> {
    return this.#write((repo) => repo.setCancellationPolicy(policy));
  }

  /**
   * Replaces every one-way route (decision 028); 400 on the field of a route
   * naming a location or class that does not exist. Applies to searches from
   * now on: a booking keeps the fee it stored.
   */
  setOneWayRoutes({ routes }: OneWayRoutesUpdate): Promise<AdminPriceBook> {
    return this.#write(async (repo, known) => {
      const fields: Record<string, string> = {};
      routes.forEach((r, i) => {
        for (const end of ['fromLocationId', 'toLocationId'] as const)
          if (!known.locations.has(r[end]))
            fields[`routes.${i}.${end}`] = `There is no location “${r[end]}”. Choose one from the list.`;
        const unknown = r.classIds.filter((id) => !known.classes.has(id));
        if (unknown.length > 0)
          fields[`routes.${i}.classIds`] =
            `There is no vehicle class “${unknown[0]}”. Choose from the fleet.`;
      });
      if (Object.keys(fields).length > 0) throw validationError(fields);
      await repo.setOneWayRoutes(routes);
    });
  }

  /**
   * Replaces every delivery zone (decision 030); 400 on the field of a zone
   * naming a location that does not exist. Applies to searches from now on: a
   * booking keeps the fees it stored and the zone it was placed in.
   */
  setDeliveryZones({ zones }: DeliveryZonesUpdate): Promise<AdminPriceBook> {
    return this.#write(async (repo, known) => {
      const fields: Record<string, string> = {};
      zones.forEach((z, i) => {
        if (!known.locations.has(z.locationId))
          fields[`zones.${i}.locationId`] =
            `There is no location “${z.locationId}”. Choose one from the list.`;
      });
      if (Object.keys(fields).length > 0) throw validationError(fields);
      await repo.setDeliveryZones(zones);
    });
  }

  async #write(work: Parameters<PriceBookWrite>[0]): Promise<AdminPriceBook> {
    await this.#db.transaction().execute(async (trx) => {
      const repos = this.#repositories(trx);
      const [locations, classes] = await Promise.all([repos.locations.list(), repos.vehicleClasses.list()]);
      const known = {
        classes: new Set(classes.map((c) => c.id)),
        locations: new Set(locations.map((l) => l.id)),
      };
      await work(repos.priceBook, known);
    });
    await this.#catalog.changed();
    return this.get();
  }
}
