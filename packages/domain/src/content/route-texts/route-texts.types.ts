import type { Route } from '../routes.ts';

/** What a page says about itself: its h1, its document title and its description (SPEC §9). */
export interface RouteTexts {
  /** Document title before the brand suffix; absent → derived from the last path segment (SPEC §9). */
  title?: string;
  /** The page's h1. */
  heading: string;
  /** The meta description, and the lead under the h1 on some pages. */
  description: string;
}

/** One group's texts: undefined for a route outside the group. */
export type RouteTextsOf = (route: Route) => RouteTexts | undefined;
