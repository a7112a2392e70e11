import type { RouteEntry } from '@convoy/domain/content/route-entries';

/** Props every screen module's default export receives: its route with the page's texts. */
export interface ScreenProps {
  entry: RouteEntry;
}
