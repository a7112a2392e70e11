import type { VehiclePage } from '@convoy/domain/content/vehicle-page.types';
import type { CompactImage } from '../../lib/images/image-set';
import { contentFolder, createResource } from '../../lib/resource';

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

// One chunk per page (decision 009: JS budget): a vehicle page downloads its own copy only.
const vehicles = contentFolder(
  'vehicles',
  import.meta.glob<VehicleContentModule>('../../../../../packages/domain/src/content/vehicles/*.ts'),
);

/** The content module (packages/domain/src/content/<name>.ts) that holds each vehicle's page. */
export const vehicleContentModule = vehicles.modules;

/** The page content of a fleet class, and its picture's manifest entry, by id. */
export const vehicleContent = createResource(async (id: string): Promise<VehicleContentModule> => {
  const { page, image } = await vehicles.load(id, 'vehicle');
  return { page, image: image ?? null };
});
