import { findRoute, type RouteEntry } from '@convoy/domain/content/routes';
import { useLocation } from 'react-router';

/** Props every screen module's default export receives: its entry from the one route table. */
export interface ScreenProps {
  entry: RouteEntry;
}

/** The route-table entry of the current location; undefined on the not-found page. */
export function useRouteEntry(): RouteEntry | undefined {
  return findRoute(useLocation().pathname);
}
