import type {
  counterDriverSchema,
  DriverRulesResponse,
  DriverRuleUpdate,
} from '@convoy/domain/contracts/driver.schema';
import type { z } from 'zod';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import { ReservationRepository } from '../reservations/reservation.repository.ts';
import { DriverRepository } from './driver.repository.ts';
import { ruleFor, toApiDriver } from './drivers.ts';
import type { LicenceCipher } from './licence-cipher.ts';

type CounterDriver = z.infer<typeof counterDriverSchema>;

/**
 * The back office's drivers: each class's driver rule (GET, PUT), and the
 * counter's view of a reservation's drivers with their licence numbers opened,
 * the one place a number is shown in full (issue 18). Opening one is logged by
 * the route, never the number itself.
 */
export class DriversAdminService {
  readonly #db: Executor;
  readonly #catalog: Catalog;
  readonly #cipher: LicenceCipher;

  constructor(deps: { db: Executor; catalog: Catalog; cipher: LicenceCipher }) {
    this.#db = deps.db;
    this.#catalog = deps.catalog;
    this.#cipher = deps.cipher;
  }

  async rules(): Promise<DriverRulesResponse> {
    const [{ classes }, stored] = await Promise.all([
      this.#catalog.get(),
      new DriverRepository(this.#db).rules(),
    ]);
    return { rules: classes.map((c) => ({ ...ruleFor(stored, c), vehicleName: c.name })) };
  }

  async saveRule(classId: string, rule: DriverRuleUpdate): Promise<DriverRulesResponse> {
    const { classById } = await this.#catalog.get();
    if (!classById.has(classId)) throw new ApiError(404, 'not_found', 'There is no such vehicle class.');
    await new DriverRepository(this.#db).saveRule({ classId, ...rule });
    return this.rules();
  }

  async counterDrivers(code: string): Promise<{ drivers: CounterDriver[] }> {
    const r = await new ReservationRepository(this.#db).findByCode(code);
    if (!r) throw new ApiError(404, 'not_found', 'There is no booking with that code.');
    return {
      drivers: r.drivers.map((d) => ({
        ...toApiDriver(d, r.lines.find((l) => l.classId === d.classId)?.vehicleName ?? d.classId),
        dateOfBirth: d.dateOfBirth,
        licenceNumber: d.licenceNumberSealed === null ? null : this.#cipher.open(d.licenceNumberSealed),
      })),
    };
  }
}
