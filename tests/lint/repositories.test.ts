import { describe, expect, it } from 'vitest';
import { findInApi, linesMatching, source } from './api-source.ts';

/**
 * One way to obtain a repository (docs/architecture.md, "The request path"):
 * every repository is made in `apps/api/src/repositories.ts`, and a feature
 * takes the set over its executor from the factory the composition root hands
 * it (`repositories(db)`, `repositories(trx)`). Only the seed loaders (seed/)
 * and tests make one with `new`, or import one (or a back-office list source)
 * as a value.
 */
const made = /\bnew\s+[A-Z][A-Za-z0-9]*Repository\s*\(/;

/** May this file (a path under apps/api/src) make a repository with `new`? */
function mayMake(file: string): boolean {
  return (
    file === `${source}/repositories.ts` || /\.test\.ts$/.test(file) || file.startsWith(`${source}/seed/`)
  );
}

/** The lines of a file that make a repository where it may not: "file:line: text". */
function repositoriesMadeOutsideTheFactory(file: string, text: string): string[] {
  if (mayMake(file)) return [];
  return linesMatching(file, text, made);
}

/**
 * The repositories and back-office list sources (`…Rows(db)`) a file imports as
 * values from a `*.repository.ts`: with the value it could make its own over
 * any executor. Types are free to import. "file:line: Name".
 */
function repositoriesImported(file: string, text: string): string[] {
  if (mayMake(file)) return [];
  const found: string[] = [];
  for (const m of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[^']*\.repository\.ts'/g)) {
    if (m[1]) continue;
    const line = text.slice(0, m.index).split('\n').length;
    for (const specifier of m[2]!.split(',').map((x) => x.trim())) {
      if (specifier.startsWith('type ')) continue;
      const name = specifier.split(/\s+as\s+/)[0]!;
      if (/(Repository|Rows)$/.test(name)) found.push(`${file}:${line}: ${name}`);
    }
  }
  return found;
}

describe('repositories made outside the factory', () => {
  it('are flagged in a service, a worker or a repository, with the file and line', () => {
    const service = [
      "import { HandoverRepository } from './handover.repository.ts';",
      'export async function times(db: Executor, id: string) {',
      '  return new HandoverRepository(db).timesOf(id);',
      '}',
      'const outbox = new  OutboxRepository (trx, dialect);',
    ].join('\n');
    expect(repositoriesMadeOutsideTheFactory(`${source}/counter/counter.service.ts`, service)).toEqual([
      `${source}/counter/counter.service.ts:3: return new HandoverRepository(db).timesOf(id);`,
      `${source}/counter/counter.service.ts:5: const outbox = new  OutboxRepository (trx, dialect);`,
    ]);
    expect(
      repositoriesMadeOutsideTheFactory(
        `${source}/reservations/reservation.repository.ts`,
        '    await new DriverRepository(this.#db).insert(r.id, r.drivers);',
      ),
    ).toHaveLength(1);
    expect(
      repositoriesMadeOutsideTheFactory(`${source}/services.ts`, 'const units = new UnitRepository(db);'),
    ).toHaveLength(1);
  });

  it('are not flagged for a set from the factory, a type, or another class', () => {
    const service = [
      "import type { FleetUnitRepository } from './fleet-unit.repository.ts';",
      'const repo: FleetUnitRepository = this.#d.repositories(trx).fleetUnits;',
      'const store = new MediaStore(options.dir);',
      'throw new RepositoryError();',
    ].join('\n');
    expect(repositoriesMadeOutsideTheFactory(`${source}/fleet/fleet.service.ts`, service)).toEqual([]);
  });

  it('are allowed in the factory, the seed loaders and tests', () => {
    const line = '    this.#units ??= new UnitRepository(this.#db);';
    for (const file of [
      `${source}/repositories.ts`,
      `${source}/seed/seed.ts`,
      `${source}/catalog/location.repository.integration.test.ts`,
    ]) {
      expect(repositoriesMadeOutsideTheFactory(file, line)).toEqual([]);
    }
  });

  it('do not exist in the API', () => {
    expect(findInApi(repositoriesMadeOutsideTheFactory)).toEqual([]);
  });
});

describe('repositories imported as values outside the factory', () => {
  it('are flagged, a repository class or a list source, with the file and line', () => {
    const service = [
      "import type { Executor } from '../db/database.ts';",
      "import { FleetUnitRepository, type StoredUnit } from '../fleet/fleet-unit.repository.ts';",
      'import {',
      '  type InvoiceListed,',
      '  invoiceAdminRows as rows,',
      "} from './invoice-admin.repository.ts';",
    ].join('\n');
    expect(repositoriesImported(`${source}/invoices/invoice-admin.service.ts`, service)).toEqual([
      `${source}/invoices/invoice-admin.service.ts:2: FleetUnitRepository`,
      `${source}/invoices/invoice-admin.service.ts:3: invoiceAdminRows`,
    ]);
  });

  it('are not flagged as types, or for the other values a repository file exports', () => {
    const service = [
      "import type { FleetUnitRepository } from '../fleet/fleet-unit.repository.ts';",
      "import { type DriverRepository, noClassCharges } from '../pricing/price-book.repository.ts';",
      "import { listSource } from '../back-office/admin-list.repository.ts';",
    ].join('\n');
    expect(repositoriesImported(`${source}/pricing/pricing-admin.service.ts`, service)).toEqual([]);
    const factory = "import { quoteAdminRows } from './quotes/quote-admin.repository.ts';";
    expect(repositoriesImported(`${source}/repositories.ts`, factory)).toEqual([]);
  });

  it('do not exist in the API', () => {
    expect(findInApi(repositoriesImported)).toEqual([]);
  });
});
