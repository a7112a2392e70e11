import vehicles from 'virtual:convoy-images';
import { classImage } from './expand-image';
import type { ImageSet } from './image-set';

/**
 * The picture of a fleet class: photos uploaded for it when it has them (the
 * vehicle data's `imageSet`, decision 006), otherwise its generated illustration,
 * from the manifest of the whole fleet (pages that show many classes; a vehicle
 * page gets its own entry with its content, features/fleet/vehicle-content.ts).
 */
export function vehicleImage(classId: string, uploaded?: ImageSet | null): ImageSet | undefined {
  return classImage(classId, vehicles[classId], uploaded);
}
