import type { DialectName } from '../src/config.ts';
import type { Executor } from '../src/db/database.ts';
import { type Repositories, type RepositoryFactory, repositoryFactory } from '../src/repositories.ts';

/**
 * The repositories over a test's database or transaction, from the same factory
 * the composition root hands the services (services.ts): a test checks what was
 * stored, or builds a service, the way the app does.
 */
export function repositoriesFor(db: Executor, dialect: DialectName): Repositories {
  return repositoryFactory(dialect)(db);
}

/** The factory itself, for a test that builds a service or worker as services.ts does. */
export function repositoryFactoryFor(dialect: DialectName): RepositoryFactory {
  return repositoryFactory(dialect);
}
