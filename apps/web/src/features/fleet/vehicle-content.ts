import type { VehiclePage } from '@convoy/domain/content/vehicle-page.types';
import { createResource } from '../../lib/resource';

// One chunk per page (issue 5: JS budget): a vehicle page downloads its own copy only.
const pages = import.meta.glob<{ page: VehiclePage }>(
  '../../../../../packages/domain/src/content/vehicles/*.ts',
);
const loaderBySlug = new Map(
  Object.entries(pages).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.ts'.length), load]),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds each vehicle's page. */
export const vehicleContentModule: Readonly<Record<string, string>> = Object.fromEntries(
  [...loaderBySlug.keys()].map((slug) => [slug, `vehicles/${slug}`]),
);

/** The page content of a fleet class, by id. */
export const vehicleContent = createResource(async (id: string): Promise<VehiclePage> => {
  const load = loaderBySlug.get(id);
  if (!load) throw new Error(`No vehicle page content for "${id}"`);
  return (await load()).page;
});
