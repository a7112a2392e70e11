import type { VehiclePage } from '@convoy/domain/content/vehicle-page.types';
import { createResource } from '../../lib/resource';

// Each content file becomes its own chunk, so a vehicle page ships the copy of
// its file (2–3 vehicles) instead of all 13 (issue 5: JS budget).
const files = {
  'vehicle-pages-vans': async () => (await import('@convoy/domain/content/vehicle-pages-vans')).vanPages,
  'vehicle-pages-small-buses': async () =>
    (await import('@convoy/domain/content/vehicle-pages-small-buses')).smallBusPages,
  'vehicle-pages-cdl-buses': async () =>
    (await import('@convoy/domain/content/vehicle-pages-cdl-buses')).cdlBusPages,
  'vehicle-pages-cars': async () => (await import('@convoy/domain/content/vehicle-pages-cars')).carPages,
  'vehicle-pages-trucks': async () =>
    (await import('@convoy/domain/content/vehicle-pages-trucks')).truckPages,
} satisfies Record<string, () => Promise<VehiclePage[]>>;

/** The content module (packages/domain/src/content/<name>.ts) that holds each class's page. */
export const vehicleContentModule: Readonly<Record<string, keyof typeof files>> = {
  '9-passenger-conversion-van': 'vehicle-pages-vans',
  '12-passenger-van': 'vehicle-pages-vans',
  '15-passenger-van': 'vehicle-pages-vans',
  '15-passenger-activity-bus': 'vehicle-pages-small-buses',
  '15-passenger-comfort-bus': 'vehicle-pages-small-buses',
  '25-passenger-bus': 'vehicle-pages-cdl-buses',
  '33-passenger-bus': 'vehicle-pages-cdl-buses',
  '44-passenger-bus': 'vehicle-pages-cdl-buses',
  minivan: 'vehicle-pages-cars',
  suvs: 'vehicle-pages-cars',
  trucks: 'vehicle-pages-trucks',
  'flatbed-truck': 'vehicle-pages-trucks',
  'cargo-van-box-truck': 'vehicle-pages-trucks',
};

/** The page content of a fleet class, by id. */
export const vehicleContent = createResource(async (id: string): Promise<VehiclePage> => {
  const file = vehicleContentModule[id];
  const page = file ? (await files[file]()).find((p) => p.id === id) : undefined;
  if (!page) throw new Error(`No vehicle page content for "${id}"`);
  return page;
});
