import type { RouteTexts, RouteTextsOf } from './route-texts.types.ts';

const texts: Readonly<Record<string, RouteTexts>> = {
  '/admin': { title: 'Dashboard', heading: 'Dashboard', description: 'Back office.' },
  '/admin/login': { title: 'Admin sign in', heading: 'Sign in', description: 'Back office sign in.' },
  '/admin/invitation': {
    title: 'Accept your invitation',
    heading: 'Set up your account',
    description: 'Back office invitation.',
  },
  // No title of its own: it is derived from the last path segment ("Optimize Images", SPEC §9).
  '/admin/optimize-images': { heading: 'Optimize images', description: 'Back office image optimiser.' },
};

/** The back office's pages. */
export const adminTexts: RouteTextsOf = (route) => texts[route.basePath];
