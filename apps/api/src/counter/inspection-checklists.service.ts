import { demoChecklist } from '@convoy/domain/content/demo-inspection-checklists';
import type { Checklist, ChecklistResponse } from '@convoy/domain/contracts/inspection.schema';
import type { Catalog } from '../catalog/catalog.ts';
import type { Executor } from '../db/database.ts';
import { ApiError } from '../errors.ts';
import type { RepositoryFactory } from '../repositories.ts';

interface Dependencies {
  db: Executor;
  repositories: RepositoryFactory;
  catalog: Catalog;
  now: () => number;
}

/**
 * The back office's inspection checklists (decision 034): a class's checklist
 * read, and replaced whole. Inspections already finished keep the items as
 * they were then, so a change applies from the next check-out or return.
 */
export class InspectionChecklistService {
  readonly #d: Dependencies;

  constructor(deps: Dependencies) {
    this.#d = deps;
  }

  /** The class's checklist; the demo one while none is saved. 404 for an unknown class. */
  async get(classId: string): Promise<ChecklistResponse> {
    const vehicleClass = (await this.#d.catalog.get()).classById.get(classId);
    if (!vehicleClass) throw new ApiError(404, 'not_found', 'No vehicle class has that id.');
    const saved = await this.#d.repositories(this.#d.db).inspections.checklist(classId);
    return {
      classId,
      className: vehicleClass.name,
      saved: saved !== undefined,
      items: saved ?? demoChecklist(classId),
    };
  }

  async save(classId: string, checklist: Checklist, by: string): Promise<ChecklistResponse> {
    await this.get(classId);
    await this.#d
      .repositories(this.#d.db)
      .inspections.saveChecklist(classId, checklist.items, this.#d.now(), by);
    return this.get(classId);
  }
}
