import type { DriverRulesResponse, DriverRuleUpdate } from '@convoy/domain/contracts/driver.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { Repositories, RepositoryFactory } from '../repositories.ts';
import { ruleFor } from './drivers.ts';

/**
 * The back office's driver rules: what each class asks of its drivers (GET,
 * PUT), the company policy's (content) until one is saved.
 */
export class DriversAdminService {
  readonly #repos: Repositories;
  readonly #catalog: Catalog;

  constructor(deps: { db: Executor; repositories: RepositoryFactory; catalog: Catalog }) {
    this.#repos = deps.repositories(deps.db);
    this.#catalog = deps.catalog;
  }

  async rules(): Promise<DriverRulesResponse> {
    const [{ classes }, stored] = await Promise.all([this.#catalog.get(), this.#repos.drivers.rules()]);
    return { rules: classes.map((c) => ({ ...ruleFor(stored, c), vehicleName: c.name })) };
  }

  async saveRule(classId: string, rule: DriverRuleUpdate): Promise<DriverRulesResponse> {
    const { classById } = await this.#catalog.get();
    if (!classById.has(classId)) throw new ApiError(404, 'not_found', 'There is no such vehicle class.');
    await this.#repos.drivers.saveRule({ classId, ...rule });
    return this.rules();
  }
}
