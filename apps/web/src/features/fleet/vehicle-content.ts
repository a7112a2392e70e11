import type { VehiclePage } from '@convoy/domain/content/vehicle-page.types';
import type { CompactImage } from '../../lib/images/image-set';
import { createResource } from '../../lib/resource';

/**
 * A vehicle page's content module as the build gives it: the page's words, and
 * the manifest entry of the class's picture, which the images plugin adds
 * (scripts/images/vite-plugin-images.ts), so the page need not load the manifest
 * of the whole fleet.
 */
interface VehicleContentModule {
  page: VehiclePage;
  image: CompactImage | null;
}

// One chunk per page (decision 009: JS budget): a vehicle page downloads its own copy only. The English
// modules: a Spanish build loads their translations in their place (decision 048).
const pages = import.meta.glob<VehicleContentModule>(['./*.ts', '!./*.*.ts'], {
  base: '../../../../../packages/domain/src/content/vehicles',
});
const loaderBySlug = new Map(
  Object.entries(pages).map(([file, load]) => [file.slice('./'.length, -'.ts'.length), load]),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds a vehicle's page, if one does. */
export const vehicleContentModule = (slug: string): string | undefined =>
  loaderBySlug.has(slug) ? `vehicles/${slug}` : undefined;

/** The page content of a fleet class, and its picture's manifest entry, by id. */
export const vehicleContent = createResource(async (id: string): Promise<VehicleContentModule> => {
  const load = loaderBySlug.get(id);
  if (!load) throw new Error(`No vehicle page content for "${id}"`);
  const { page, image } = await load();
  return { page, image: image ?? null };
});
