import type { Route } from '@convoy/domain/content/routes';
import { audienceContentModule } from '../features/audiences/audience-content';
import { infoContentModule } from '../features/content/info-content';
import { vehicleContentModule } from '../features/fleet/vehicle-content';

/**
 * The content modules (packages/domain/src/content/<name>.ts) a page loads in
 * chunks of their own, so the prerendered HTML preloads them with the screen.
 */
export function contentModulesFor(entry: Route): string[] {
  const id = entry.contentId ?? '';
  const byScreen: Partial<Record<Route['screen'], (id: string) => string | undefined>> = {
    vehicle: vehicleContentModule,
    audience: audienceContentModule,
    info: (id) => infoContentModule[id],
  };
  const name = byScreen[entry.screen]?.(id);
  return name ? [name] : [];
}
